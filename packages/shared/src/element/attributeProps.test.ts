import { describe, expect, it } from 'vitest';
import { type AttributeValues, propsFromAttributes } from './attributeProps.ts';
import type { ElementMeta } from './elementMeta.ts';

// The props an element upgrades with, as the server render computes them: the same rules as
// defineElement on r2wc (design.md "Events, attributes, styling": booleans default to false).

const meta = {
  tag: 'pc-probe',
  attributes: [
    { name: 'heading', type: 'string' },
    { name: 'count', type: 'number' },
    { name: 'no-chat', type: 'boolean' },
    { name: 'type', type: "'self' | 'gift'" },
  ],
} as const satisfies ElementMeta;

describe('propsFromAttributes', () => {
  it.each<[AttributeValues, Record<string, unknown>]>([
    [{}, { noChat: false }],
    [{ 'no-chat': true }, { noChat: true }],
    [{ 'no-chat': '' }, { noChat: true }],
    [{ 'no-chat': 'false' }, { noChat: false }],
    [
      { heading: 'Contact Us', type: 'gift' },
      { heading: 'Contact Us', type: 'gift', noChat: false },
    ],
    [{ heading: '' }, { noChat: false }],
    [{ count: '2.5' }, { count: 2.5, noChat: false }],
    [{ channel: 'Gym Talk' }, { noChat: false }],
  ])('%j → %j', (attributes, props) => {
    expect(propsFromAttributes(meta, attributes)).toEqual(props);
  });
});
