import { ADMIN_AJAX_PATH, RestError } from '@pc/shared/contract';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { expect } from 'vitest';
import { completeQuizForm } from '../quiz/craftingForm.ts';
import { TEST_DATABASE } from './testDb.ts';
import type { Visitor } from './visitor.ts';

// Every write route of the app, found as it registers (so routes added later are covered too):
// docs/architecture.md "every write without a valid X-WP-Nonce answers 403", and design.md "a server
// never answers 500 to a client's mistake", checked with generated malformed requests
// (http/writeRoutes.test.ts; the generated requests in http/malformedWrites.*.test.ts, half the routes each, so
// the run's two workers share them).

/**
 * Generated malformed requests per write route, each sent with and without a nonce: a thousand on
 * PGlite; a quarter of that on PostgreSQL, where the same validation answers before the database
 * and what reaches it meets the same engine's errors, each request costing twice the time (decision 0227).
 */
export const RUNS_PER_ROUTE = TEST_DATABASE === 'postgres' ? 250 : 1000;

/**
 * Collects the app's write routes as they register (call before `app.ready()`): every POST but the
 * browser's own Content-Security-Policy reports, which carry no nonce and write nothing of a
 * shopper's (config.nonceFree; http/securityHeaders.test.ts covers them). Path parameters get a
 * sample value: the fuzz varies bodies, not paths.
 */
export const collectWriteRoutes = (app: FastifyInstance, into: string[]): void => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const nonceFree = (route.config as { nonceFree?: boolean } | undefined)?.nonceFree;
    if (methods.includes('POST') && !nonceFree) into.push(route.url.replace(/:\w+/g, 'x1'));
  });
};

/** A 4xx answer is the REST error body with its own status (docs/architecture.md). */
export const expectRestError = (res: LightMyRequestResponse, context: string) => {
  expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, context).toBeLessThan(500);
  const parsed = v.safeParse(RestError, JSON.parse(res.body));
  expect(parsed.success, `${context}: ${res.body.slice(0, 200)}`).toBe(true);
  expect(parsed.output).toMatchObject({ data: { status: res.statusCode } });
};

const SAMPLE_FIELDS = [
  'action',
  'quantity',
  'add-to-cart',
  'variation_id',
  'survey_log_id',
  'source',
  'position',
  'pw_gift_card_to',
  'pw_gift_card_recipient_name',
  'pw_gift_card_from',
  'pw_gift_card_message',
  'pw_gift_card_delivery_date',
  'convert_to_sub_101',
  'convert_to_sub_201',
  'bundle_variation_id_9011',
  'bundle_attribute_formula_9011',
  'bundle_quantity_9012',
  'bundle_attribute_x_99999999999',
  'customer',
  'now',
  '_wpnonce',
];
const PROTO_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
];
const SAMPLE_VALUES = [
  'add_to_cart',
  'delete_all_item_cart',
  'get_cart_items',
  'nope',
  '1',
  '0',
  '-1',
  '101',
  '111',
  '201',
  '205',
  '401',
  '11101',
  '11104',
  '30107',
  '40103',
  '2147483648',
  '999999999999',
  '1e309',
  'NaN',
  '',
  ' ',
  'true',
  'null',
  '2026-02-31',
  '2026-04-01',
  '9999-12-31',
  'alex@example.com',
  'a@[1.2.3.4]',
  'lp-launch',
  '\u0000',
  'x\u0000y',
  '\ud800',
  '💥'.repeat(30),
  '<script>alert(1)</script>',
  "'; DROP TABLE cart_items; --",
  '%ZZ',
  '2021-07-07T23:59:00-04:00',
];

const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SAMPLE_FIELDS) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
);
const hugeString = fc.integer({ min: 1_000, max: 90_000 }).map((length) => 'x'.repeat(length));
const fieldValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SAMPLE_VALUES) },
  { weight: 3, arbitrary: fc.string({ maxLength: 60, unit: 'binary' }) },
  { weight: 1, arbitrary: hugeString },
);
const encodeForm = (entries: [string, string][]) => new URLSearchParams(entries).toString();

/** Random form fields, some repeated (a repeated field arrives as an array). */
const randomForm = fc
  .array(fc.tuple(fieldName, fieldValue), { maxLength: 12 })
  .map((entries) => encodeForm(entries));

/** A plausible add-to-cart form with one part broken: a field dropped, changed or added. */
const nearlyValidForm = fc
  .record({
    base: fc.constantFrom<[string, string][]>(
      [
        ['quantity', '1'],
        ['add-to-cart', '111'],
        ['variation_id', '11101'],
      ],
      [
        ['quantity', '1'],
        ['add-to-cart', '201'],
        ['convert_to_sub_201', '9'],
        ['bundle_attribute_formula_9011', 'oil-control'],
      ],
      [
        ['quantity', '1'],
        ['add-to-cart', '205'],
        ['bundle_quantity_9053', '3'],
      ],
      [
        ['quantity', '1'],
        ['add-to-cart', '401'],
        ['variation_id', '40103'],
        ['pw_gift_card_to', 'alex@example.com'],
        ['pw_gift_card_recipient_name', 'Alex'],
        ['pw_gift_card_from', 'Sam'],
        ['pw_gift_card_delivery_date', '2026-04-01'],
      ],
    ),
    index: fc.nat(),
    mutation: fc.constantFrom('drop', 'change', 'add', 'duplicate'),
    name: fieldName,
    value: fieldValue,
  })
  .map(({ base, index, mutation, name, value }) => {
    const entries = [...base];
    const at = index % entries.length;
    if (mutation === 'drop') entries.splice(at, 1);
    if (mutation === 'change') entries[at] = [entries[at]![0], value];
    if (mutation === 'add') entries.push([name, value]);
    if (mutation === 'duplicate') entries.push([entries[at]![0], value]);
    return encodeForm(entries);
  });

const jsonText = fc.oneof(
  fc.json(),
  fc.dictionary(fieldName, fc.jsonValue({ maxDepth: 2 })).map((value) => JSON.stringify(value)),
  fc
    .dictionary(
      fc.constantFrom('customer', 'now', ...PROTO_KEYS),
      fc.oneof(
        fc.boolean(),
        fc.constant(null),
        fc.constantFrom(...SAMPLE_VALUES),
        fc.jsonValue({ maxDepth: 1 }),
      ),
      { maxKeys: 3 },
    )
    .map((value) => JSON.stringify(value)),
  fc.constantFrom(
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"customer":true,"__proto__":{"customer":false}}',
    '{"now":"2021-07-07T23:59:00-04:00"}',
    '{"customer":true}',
    '{}',
    '[]',
    'null',
    '{"now":',
    '{"a":1}}',
    '\ufeff{}',
  ),
);

const bytes = fc.uint8Array({ maxLength: 300 }).map((value) => Buffer.from(value));
const hugeForm = hugeString.map((value) => `a=${value}${value}`);

const FORM_TYPES = ['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=UTF-8'];
const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'application/json; charset=utf-16',
  'text/plain',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'garbage',
  undefined,
];

const query = fc.constantFrom(
  '',
  '?action=add_to_cart',
  '?action=delete_all_item_cart',
  '?action=get_cart_items',
  '?action[]=x',
);

/** Mostly the route's own encoding with broken content (to reach its handler), else anything at all. */
const requestFor = (encoding: 'form' | 'json') => {
  const own =
    encoding === 'form'
      ? fc.record({
          body: fc.oneof(randomForm, nearlyValidForm, nearlyValidForm, bytes, hugeForm),
          contentType: fc.constantFrom(...FORM_TYPES),
        })
      : fc.record({
          body: fc.oneof(jsonText, jsonText, bytes, hugeForm),
          contentType: fc.constantFrom(...JSON_TYPES),
        });
  const anything = fc.record({
    body: fc.oneof(randomForm, nearlyValidForm, jsonText, bytes, hugeForm),
    contentType: fc.constantFrom(...FORM_TYPES, ...JSON_TYPES, ...OTHER_TYPES),
  });
  return fc.record({
    request: fc.oneof({ weight: 3, arbitrary: own }, { weight: 1, arbitrary: anything }),
    query,
    nonceInField: fc.boolean(),
  });
};

/** Routes whose calls are form-encoded (spec §7: admin-ajax; later /crafting); the rest take JSON. */
const FORM_ROUTES = new Set([ADMIN_AJAX_PATH, completeQuizForm.path]);

/**
 * RUNS_PER_ROUTE generated requests to each of `routes`: never a 5xx, every 4xx the REST error body,
 * and without the nonce always a REST error. Nothing may reach Object.prototype.
 */
export const sendMalformedWrites = async (visitor: Visitor, routes: readonly string[]): Promise<void> => {
  for (const url of routes) {
    await fc.assert(
      fc.asyncProperty(
        requestFor(FORM_ROUTES.has(url) ? 'form' : 'json'),
        async ({ request, query, nonceInField }) => {
          const { body, contentType } = request;
          // The nonce travels in the _wpnonce field of form bodies half of the time, else in the header.
          const inField = nonceInField && typeof body === 'string' && FORM_TYPES.includes(contentType ?? '');
          const payload = inField ? `${body}&_wpnonce=${visitor.nonce}` : body;
          const withNonce = await visitor.send({
            method: 'POST',
            url: `${url}${query}`,
            payload,
            contentType,
            nonce: !inField,
          });
          const context = `${url}${query} ${contentType} ${String(payload).slice(0, 120)}`;
          if (withNonce.statusCode >= 400) expectRestError(withNonce, context);
          else expect(withNonce.statusCode, context).toBe(200);

          const withoutNonce = await visitor.send({
            method: 'POST',
            url: `${url}${query}`,
            payload: body,
            contentType,
            nonce: false,
          });
          expectRestError(withoutNonce, `without nonce: ${context}`);
        },
      ),
      { numRuns: RUNS_PER_ROUTE },
    );
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty('polluted');
};
