import { describe, expect, it } from 'vitest';
import en from './en-US.ts';
import es from './es-US.ts';

// The contact page's catalogs (docs/decisions/0210): en-US is the spec's words verbatim (spec §2 Contact
// page; the wording of what the spec only names is ours, decision 0150 for Your Data); es-US says the same.
describe('en-US (spec §2, verbatim)', () => {
  it.each([
    [en.title, 'Contact Us'],
    [en.lead, 'Whatever you need help with, we got your back.'],
    // spec §2 Contact page and §9: the support hours.
    [en.hours, 'Monday - Friday 10AM - 6PM ET'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the FAQ answers, with spec §9’s numbers as arguments', () => {
  it.each([
    [
      30,
      "Every order is covered by our 100% satisfaction guarantee. If you don't love it, exchange or return it for free within 30 days from receipt.",
      'Todos los pedidos están cubiertos por nuestra garantía de satisfacción del 100%. Si no te encanta, cámbialo o devuélvelo gratis en un plazo de 30 días desde que lo recibes.',
    ],
    [
      1,
      "Every order is covered by our 100% satisfaction guarantee. If you don't love it, exchange or return it for free within 1 day from receipt.",
      'Todos los pedidos están cubiertos por nuestra garantía de satisfacción del 100%. Si no te encanta, cámbialo o devuélvelo gratis en un plazo de 1 día desde que lo recibes.',
    ],
  ])('returns in %i days', (days, english, spanish) => {
    expect(en.returnsAnswer({ days })).toBe(english);
    expect(es.returnsAnswer({ days })).toBe(spanish);
  });

  it.each([
    [
      2,
      'Regular shipping takes 3-7 business days. Express shipping takes 2 business days.',
      'El envío regular tarda 3-7 días hábiles. El envío exprés tarda 2 días hábiles.',
    ],
    [
      1,
      'Regular shipping takes 3-7 business days. Express shipping takes 1 business day.',
      'El envío regular tarda 3-7 días hábiles. El envío exprés tarda 1 día hábil.',
    ],
  ])('express in %i business days', (expressDays, english, spanish) => {
    expect(en.shippingAnswer({ regularDays: '3-7', expressDays })).toBe(english);
    expect(es.shippingAnswer({ regularDays: '3-7', expressDays })).toBe(spanish);
  });

  it('places the orders link inside the subscription answer', () => {
    const ordersLink = '[link]';
    expect(en.subscriptionAnswer({ ordersLink })).toBe(
      'You can change or cancel your subscription anytime from your account: go to [link], pick the subscription and change its products, its delivery frequency or cancel it.',
    );
    expect(es.subscriptionAnswer({ ordersLink })).toBe(
      'Puedes cambiar o cancelar tu suscripción cuando quieras desde tu cuenta: ve a [link], elige la suscripción y cambia sus productos o su frecuencia de entrega, o cancélala.',
    );
  });
});

describe('the partnerships link', () => {
  it('names the address', () => {
    expect(en.partnerships({ email: 'biz@shop.test' })).toBe('Partnerships: biz@shop.test');
    expect(es.partnerships({ email: 'biz@shop.test' })).toBe('Alianzas: biz@shop.test');
  });
});
