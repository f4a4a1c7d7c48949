import { describe, expect, it } from 'vitest';
import { actionPattern } from './adminAjax.ts';

// spec §7 admin-ajax: an action name against its call's template, the placeholders filled
// (`{product}_show_proceed_to_checkout`); the pattern is made once per action, not per request.

describe('actionPattern', () => {
  it.each([
    ['get_cart_items', 'get_cart_items', {}],
    ['get_cart_items', 'get_cart_item', null],
    ['get_cart_items', 'xget_cart_items', null],
    ['{product}_show_proceed_to_checkout', 'quiz_show_proceed_to_checkout', { product: 'quiz' }],
    ['{product}_show_proceed_to_checkout', 'face_set_show_proceed_to_checkout', { product: 'face_set' }],
    ['{product}_show_proceed_to_checkout', '_show_proceed_to_checkout', null],
    ['{product}_show_proceed_to_checkout', 'quiz_show_proceed_to_checkout_x', null],
    // the template's own characters are literal, never a pattern's
    ['a.b_{id}', 'axb_1', null],
    ['a.b_{id}', 'a.b_1', { id: '1' }],
  ])('%s against %s', (template, name, expected) => {
    expect(actionPattern(template)(name)).toEqual(expected);
  });

  it('answers each name anew with the one pattern it made', () => {
    const match = actionPattern('{product}_show_proceed_to_checkout');
    expect(match('quiz_show_proceed_to_checkout')).toEqual({ product: 'quiz' });
    expect(match('candle_show_proceed_to_checkout')).toEqual({ product: 'candle' });
    expect(match('nothing')).toBeNull();
  });
});
