import { queryPerfume, RestError } from '@pc/shared/contract';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// spec §7 "GET to the admin-ajax path with query_perfume", spec §5/§9: at least 3 characters, at
// most 50 suggestions, fuzzy threshold 0.4 (accent-insensitive: @pc/shared's fuzzy search).

let visitor: Visitor;

const t = useTestApp();

beforeAll(async () => {
  visitor = await Visitor.arrive(t.app, '/quiz');
});

const search = (query: string) => visitor.get(callUrl(queryPerfume, { query_perfume: query }));

describe('admin-ajax query_perfume', () => {
  it("finds up to 50 fragrances for 'cedar', accented names included", async () => {
    const res = await search('cedar');
    expect(res.statusCode).toBe(200);
    const answer = v.parse(queryPerfume.response, res.json());
    expect(answer.success).toBe(true);
    expect(answer.newNonce).toBe(visitor.nonce);
    expect(answer.data.length).toBeGreaterThan(0);
    expect(answer.data.length).toBeLessThanOrEqual(50);
    const names = answer.data.map((fragrance) => fragrance.name);
    expect(names).toContain('Cedar Temple Réserve');
    expect(names.some((name) => name.normalize('NFD') !== name)).toBe(true);
    for (const fragrance of answer.data)
      expect(Object.keys(fragrance).sort()).toEqual(['brand', 'id', 'name']);
  });

  it.each([
    ['cedre blanc', 'Cèdre Blanc'],
    ['eau de creme', 'Eau de Crème'],
    ['CEDRE BLANC', 'Cèdre Blanc'],
  ])('matches accents and case loosely: %j finds %j first', async (query, name) => {
    const answer = v.parse(queryPerfume.response, (await search(query)).json());
    expect(answer.data[0]?.name).toBe(name);
  });

  it('caps a broad query at 50', async () => {
    const answer = v.parse(queryPerfume.response, (await search('eau')).json());
    expect(answer.data).toHaveLength(50);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(v.parse(queryPerfume.response, (await search('qxzjvwk')).json()).data).toEqual([]);
  });

  it.each(['ce', '  ce  ', ''])(
    'refuses %j (fewer than 3 characters after trimming) with 400',
    async (query) => {
      const res = await search(query);
      expect(res.statusCode).toBe(400);
      const body = v.parse(RestError, res.json());
      expect(body.code).toBe('rest_invalid_param');
      expect(body.displayMessage).toMatch(/^Please check the cologne search: Invalid length: Expected >=3/);
    },
  );

  it('refuses a missing query and an overlong one', async () => {
    const missing = await visitor.get(callUrl(queryPerfume));
    expect(v.parse(RestError, missing.json()).displayMessage).toBe('The cologne search is required.');
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});
