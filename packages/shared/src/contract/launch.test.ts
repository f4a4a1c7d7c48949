import { describe, expect, it } from 'vitest';
import {
  COLLAB_EDITION_CODE,
  isCollabSoldOut,
  isLaunchCode,
  LAUNCH_CODES,
  type LaunchCode,
  launchStockStatus,
  launchVariationRequest,
} from './launch.ts';
import type { StockStatus } from './products.ts';

describe('launchVariationRequest (spec §7 variation calls)', () => {
  it.each([
    ['green', 'cologne_play', 'green'],
    ['oud', 'cologne_play', 'oud'],
    ['gran-cenote', 'cologne_play', 'gran-cenote'],
    // spec §7: "also for the collaboration edition, gran-cenote"
    ['gran-cenote_tf', 'cologne_play', 'gran-cenote'],
    ['bw-hydrating-woodlime', 'body_wash', 'bw-hydrating-woodlime'],
    ['bw-sensitive-riseup', 'body_wash', 'bw-sensitive-riseup'],
  ] as const)('%s asks %s/variations/%s', (code, slug, variationCode) => {
    expect(launchVariationRequest(code)).toEqual({ slug, code: variationCode });
  });

  it('knows the six codes of spec §2 and nothing else', () => {
    expect(LAUNCH_CODES).toHaveLength(6);
    expect(LAUNCH_CODES.every(isLaunchCode)).toBe(true);
    for (const other of ['', 'GREEN', 'gran-cenote-tf', 'candle', 5, null])
      expect(isLaunchCode(other)).toBe(false);
  });
});

describe('launchStockStatus (spec §4: the collaboration edition sold out at or after 8 July 2021 00:00 Eastern)', () => {
  // 8 July 2021 00:00 Eastern is EDT (UTC-4): 04:00 UTC.
  const cases: [string, LaunchCode, StockStatus, string, StockStatus][] = [
    [
      'the edition a second before the instant',
      COLLAB_EDITION_CODE,
      'instock',
      '2021-07-08T03:59:59.999Z',
      'instock',
    ],
    ['the edition at the instant', COLLAB_EDITION_CODE, 'instock', '2021-07-08T04:00:00.000Z', 'outofstock'],
    [
      'the edition at the instant, written in Eastern time',
      COLLAB_EDITION_CODE,
      'instock',
      '2021-07-08T00:00:00-04:00',
      'outofstock',
    ],
    ['the edition long after', COLLAB_EDITION_CODE, 'onbackorder', '2026-11-22T12:00:00Z', 'outofstock'],
    [
      'the edition before, on backorder',
      COLLAB_EDITION_CODE,
      'onbackorder',
      '2021-07-07T12:00:00Z',
      'onbackorder',
    ],
    ['the edition before, sold out', COLLAB_EDITION_CODE, 'outofstock', '2021-07-01T00:00:00Z', 'outofstock'],
    // midnight UTC on 8 July is still 7 July in the East: not yet
    ['the edition at midnight UTC', COLLAB_EDITION_CODE, 'instock', '2021-07-08T00:00:00Z', 'instock'],
    ['gran-cenote itself after the instant', 'gran-cenote', 'instock', '2026-11-22T12:00:00Z', 'instock'],
    ['another launch after the instant', 'oud', 'onbackorder', '2026-11-22T12:00:00Z', 'onbackorder'],
    ['a sold-out launch', 'bw-sensitive-riseup', 'outofstock', '2021-01-01T00:00:00Z', 'outofstock'],
  ];
  it.each(cases)('%s', (_case, code, status, now, expected) => {
    expect(launchStockStatus(code, status, new Date(now))).toBe(expected);
  });

  it('turns at exactly one millisecond', () => {
    const instant = Date.parse('2021-07-08T04:00:00Z');
    expect(isCollabSoldOut(new Date(instant - 1))).toBe(false);
    expect(isCollabSoldOut(new Date(instant))).toBe(true);
  });
});
