import { describe, expect, it } from 'vitest';
import en from './en-US.ts';
import es from './es-US.ts';

// The candle's catalogs (docs/decisions/0210): en-US is the spec's words verbatim (spec §2 Candle
// landing page: 'tap for more info'), and the element's own words where the spec is silent (the clips'
// text alternatives and the failed add: decision 0029); es-US says the same.
describe('en-US (spec §2 verbatim, then the element’s own words)', () => {
  it.each([
    [en.moreInfo, 'tap for more info'],
    [en.previous, 'Previous candle'],
    [en.next, 'Next candle'],
    [en.close, 'Close'],
    [en.notes, 'Notes'],
    [en.about, 'About this candle'],
    [en.clipFlame, 'The candle burning, its flame flickering in the jar.'],
    [en.clipPour, 'Wax being poured into the jar by hand.'],
    [en.clipLabel, 'The jar being labelled.'],
    [en.clipPlace, 'The place that inspired the scent.'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the messages with arguments', () => {
  it.each([
    [en.imageAlt({ name: 'Big Sur' }), 'Big Sur candle'],
    [es.imageAlt({ name: 'Big Sur' }), 'Vela Big Sur'],
    [en.position({ candle: en.positionCandle, position: 2, count: 6 }), 'Candle 2 of 6'],
    [es.position({ candle: es.positionCandle, position: 2, count: 6 }), 'Vela 2 de 6'],
    [en.clipOther({ name: 'Oia', number: 1, count: 2 }), 'Oia: clip 1 of 2.'],
    [es.clipOther({ name: 'Oia', number: 1, count: 2 }), 'Oia: video 1 de 2.'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});
