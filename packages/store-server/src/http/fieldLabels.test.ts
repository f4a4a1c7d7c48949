import { ADD_TO_CART_LABELS } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { labelIn, labelledFields } from './fieldLabels.ts';
import { answerMessages } from './messages/index.ts';

// issue 43: a 400 names the field in the request's language; en-US is the routes' own words.

describe('labelIn', () => {
  it.each(labelledFields().map((label) => [label]))('en-US says "%s" as the routes do', (label) => {
    expect(labelIn(answerMessages['en-US'], label)).toBe(label);
  });

  it('es-US has its own words for every label', () => {
    for (const label of labelledFields()) expect(labelIn(answerMessages['es-US'], label)).not.toBe(label);
  });

  it('knows every label of the add-to-cart form', () => {
    for (const label of Object.values(ADD_TO_CART_LABELS)) expect(labelledFields()).toContain(label);
  });

  it('a field without a label keeps its own name', () => {
    expect(labelIn(answerMessages['es-US'], 'pw_gift_card_unknown')).toBe('pw_gift_card_unknown');
  });

  it.each([
    ['en-US', 'the recipient email'],
    ['es-US', 'el correo del destinatario'],
  ] as const)('%s', (locale, expected) => {
    expect(labelIn(answerMessages[locale], 'the recipient email')).toBe(expected);
  });
});
