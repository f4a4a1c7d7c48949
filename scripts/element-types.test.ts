import { describe, expect, it } from 'vitest';
import { meta as quiz } from '../packages/quiz-element/src/meta.ts';
import { meta as cart } from '../packages/storefront-elements/src/cart/meta.ts';
import { elementTypes } from './element-types.ts';

// dist/types/pc-elements.d.ts (docs/decisions/0106): a method a meta lists is a member of the element's
// interface, so a host's `document.querySelector('pc-cart')?.show()` type-checks (issue 46 item 2).
describe('elementTypes', () => {
  it('gives each element its methods, with their descriptions', () => {
    const text = elementTypes([cart, quiz]);
    const cartElement = text.slice(text.indexOf('export interface PcCartElement'));
    expect(cartElement.slice(0, cartElement.indexOf('\n}'))).toMatch(
      /\/\*\* Opens the drawer[^\n]*\*\/\n {2}show\(\): void;/,
    );
    expect(cartElement).toContain('  close(): void;');
    expect(text).toMatch(/export interface PcQuizElement[^}]*reset\(\): void;/);
  });
});
