import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../packages/shared/src/routes/routeTable.ts';
import { benchSelection, ROW_GROUPS } from './selection.ts';

describe('benchSelection (BENCH_ROUTES, BENCH_WORDPRESS)', () => {
  it('measures everything when BENCH_ROUTES is unset or blank, WordPress included', () => {
    const everything = {
      routes: null,
      everything: true,
      staticSite: true,
      wordpress: true,
      reportAtScale: true,
    };
    expect(benchSelection({})).toEqual(everything);
    expect(benchSelection({ BENCH_ROUTES: ' , ' })).toEqual(everything);
  });

  it('leaves WordPress out with BENCH_WORDPRESS=off, and nothing else', () => {
    expect(benchSelection({ BENCH_WORDPRESS: 'off' })).toEqual({
      routes: null,
      everything: true,
      staticSite: true,
      wordpress: false,
      reportAtScale: true,
    });
    expect(benchSelection({ BENCH_WORDPRESS: 'off', BENCH_ROUTES: 'wordpress' }).wordpress).toBe(false);
  });

  it('measures only the listed routes, and no figure of no route', () => {
    expect(benchSelection({ BENCH_ROUTES: 'checkout, order-received' })).toEqual({
      routes: ['checkout', 'order-received'],
      everything: false,
      staticSite: false,
      wordpress: false,
      reportAtScale: false,
    });
  });

  it('takes the groups of rows of another origin beside route ids', () => {
    expect(benchSelection({ BENCH_ROUTES: 'wordpress,static-site' })).toEqual({
      routes: [],
      everything: false,
      staticSite: true,
      wordpress: true,
      reportAtScale: false,
    });
    expect(benchSelection({ BENCH_ROUTES: 'quiz,wordpress' })).toMatchObject({
      routes: ['quiz'],
      wordpress: true,
      staticSite: false,
    });
  });

  it("measures the owner's report alone with BENCH_ROUTES=report-at-scale (decision 0193)", () => {
    expect(benchSelection({ BENCH_ROUTES: 'report-at-scale' })).toEqual({
      routes: [],
      everything: false,
      staticSite: false,
      wordpress: false,
      reportAtScale: true,
    });
  });

  it('names no group as a route of the route table does', () => {
    const ids = ROUTES.map((route) => route.id);
    for (const group of ROW_GROUPS) expect(ids).not.toContain(group);
  });
});
