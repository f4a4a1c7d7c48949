import { describe, expect, it } from 'vitest';
import en from './en-US.ts';
import es from './es-US.ts';

// The cross-sell pop-up's catalogs (docs/decisions/0210): en-US is the spec's words verbatim (spec §2
// Cross-sell pop-up; decision 0039 for the prices' spoken words); es-US says the same.
describe('en-US (spec §2, verbatim) and es-US', () => {
  it.each([
    [en.title, 'Complete Your Upgrade', es.title, 'Completa tu mejora'],
    [en.giftTitle, 'Complete Their Upgrade', es.giftTitle, 'Completa su mejora'],
    [en.promise, 'RISK-FREE. FREE RETURNS', es.promise, 'SIN RIESGO. DEVOLUCIONES GRATIS'],
    [en.subscribe, 'SUBSCRIBE', es.subscribe, 'SUSCRIBIRSE'],
    [en.buyOnce, 'BUY ONCE', es.buyOnce, 'COMPRAR UNA VEZ'],
    [en.originalPrice, 'original price', es.originalPrice, 'precio original'],
    [en.now, 'now', es.now, 'ahora'],
    [en.noThanks, 'NO THANKS', es.noThanks, 'NO, GRACIAS'],
  ])('%j, %j', (english, expectedEnglish, spanish, expectedSpanish) => {
    expect(english).toBe(expectedEnglish);
    expect(spanish).toBe(expectedSpanish);
  });
});
