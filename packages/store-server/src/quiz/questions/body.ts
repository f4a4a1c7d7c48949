// Group 'body': shower, soap and deodorant habits. spec §4: deo_freq 'never' (4) hides bo_level,
// sweat_pref and deo_care; in the gift quiz relationship 0 or 2 reveals sweat_level and bo_level;
// ideal_bw's title carries `{product}`, filled from bs_bw.
import type { Question } from '@pc/shared/contract';
import {
  BS_BW,
  DEO_CARE,
  DEO_FREQ,
  IDEAL_BW,
  PRODUCT_PLACEHOLDER,
  SHOWER_FREQ,
  SKIN_TYPE,
} from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion, quizAsset } from './define.ts';

/** A slider with an image: spec §4, choosing a stop does not scroll on. */
export const showerFreq = defineQuestion({
  code: 'shower_freq',
  text: { default: 'How often do you shower?', gift: 'How often do they shower?' },
  subtext: 'Slide to the closest answer.',
  group: 'body',
  type: 'slider',
  image: quizAsset('shower_freq'),
  options: defineOptions('shower_freq', [
    { value: SHOWER_FREQ.everyFewDays, text: 'Every few days' },
    { value: SHOWER_FREQ.everyOtherDay, text: 'Every other day' },
    { value: SHOWER_FREQ.daily, text: 'Once a day' },
    { value: SHOWER_FREQ.twiceDaily, text: 'Twice a day or more' },
  ]),
});

export const bsBw = defineQuestion({
  code: 'bs_bw',
  text: { default: 'Bar soap or body wash?', gift: 'Do they use bar soap or body wash?' },
  group: 'body',
  options: defineOptions(
    'bs_bw',
    [
      { value: BS_BW.soap, text: 'Bar soap', icon: quizAsset('bs_bw_soap') },
      { value: BS_BW.both, text: 'Both', icon: quizAsset('bs_bw_both') },
      { value: BS_BW.bodyWash, text: 'Body wash', icon: quizAsset('bs_bw_body_wash') },
    ],
    'icon',
  ),
});

/** spec §4: the element puts 'Bar Soap', 'Soap' or 'Body Wash' in place of `{product}`. */
export const idealBw = defineQuestion({
  code: 'ideal_bw',
  text: {
    default: `What should your ideal ${PRODUCT_PLACEHOLDER} do?`,
    gift: `What should their ideal ${PRODUCT_PLACEHOLDER} do?`,
  },
  group: 'body',
  options: defineOptions('ideal_bw', [
    { value: IDEAL_BW.hydrating, text: 'Leave skin soft and hydrated' },
    { value: IDEAL_BW.gentle, text: 'Be gentle on sensitive skin' },
    { value: IDEAL_BW.deepClean, text: 'Deep clean after a workout' },
    { value: IDEAL_BW.exfoliating, text: 'Exfoliate rough patches' },
  ]),
});

export const skinType = defineQuestion({
  code: 'skin_type',
  text: { default: 'How is the skin on your body?', gift: 'How is the skin on their body?' },
  group: 'body',
  options: defineOptions('skin_type', [
    { value: SKIN_TYPE.dry, text: 'Dry, sometimes flaky' },
    { value: SKIN_TYPE.normal, text: 'Normal' },
    { value: SKIN_TYPE.oily, text: 'Oily' },
    { value: SKIN_TYPE.sensitive, text: 'Sensitive, reacts easily' },
    // A feeling only the wearer knows: not asked of a giver.
    { value: SKIN_TYPE.tight, text: 'Feels tight after a shower', unsupported: ['gift'] },
    { value: SKIN_TYPE.notSure, text: "I'm not sure", unsupported: ['self'] },
  ]),
});

export const deoFreq = defineQuestion({
  code: 'deo_freq',
  text: { default: 'How often do you wear deodorant?', gift: 'How often do they wear deodorant?' },
  group: 'body',
  options: defineOptions('deo_freq', [
    { value: DEO_FREQ.moreThanDaily, text: 'More than once a day' },
    { value: DEO_FREQ.daily, text: 'Every day' },
    { value: DEO_FREQ.mostDays, text: 'Most days' },
    { value: DEO_FREQ.nowAndThen, text: 'Only now and then' },
    { value: DEO_FREQ.never, text: 'Never' },
  ]),
});

/** Asked even of 'never' wearers (spec §4 does not hide it): a preference, not a habit. */
export const deoKind = defineQuestion({
  code: 'deo_kind',
  text: { default: 'What kind of deodorant do you prefer?', gift: 'What kind of deodorant do they prefer?' },
  group: 'body',
  options: defineOptions('deo_kind', [
    { value: 'aluminum_free', text: 'Aluminum-free deodorant' },
    { value: 'antiperspirant', text: 'Antiperspirant' },
    { value: 'no_preference', text: 'No preference', unsupported: ['gift'] },
    { value: 'not_sure', text: "I'm not sure", unsupported: ['self'] },
  ]),
});

/** A slider with an image. In the gift quiz only for relationship 0 or 2 (spec §4). */
export const sweatLevel = defineQuestion({
  code: 'sweat_level',
  text: { default: 'How much do you sweat?', gift: 'How much do they sweat?' },
  subtext: 'On a normal day, not at the gym.',
  group: 'body',
  type: 'slider',
  image: quizAsset('sweat_level'),
  options: defineOptions('sweat_level', [
    { value: '0', text: 'Barely' },
    { value: '1', text: 'A little' },
    { value: '2', text: 'Average' },
    { value: '3', text: 'A lot' },
  ]),
});

export const boLevel = defineQuestion({
  code: 'bo_level',
  text: {
    default: 'By the end of the day, how noticeable is your body odor?',
    gift: 'By the end of the day, how noticeable is their body odor?',
  },
  subtext: 'Be honest, nobody else sees this.',
  group: 'body',
  options: defineOptions(
    'bo_level',
    [
      { value: '0', text: 'Not at all' },
      { value: '1', text: 'Slightly' },
      { value: '2', text: 'Noticeable' },
      { value: '3', text: 'Strong' },
    ],
    'standard_inline',
  ),
});

export const sweatPref = defineQuestion({
  code: 'sweat_pref',
  text: { default: 'What should your deodorant do?', gift: 'What should their deodorant do?' },
  group: 'body',
  options: defineOptions('sweat_pref', [
    { value: 'odor', text: { default: 'Stop the smell, let me sweat', gift: 'Stop the smell' } },
    { value: 'dry', text: { default: 'Keep me dry', gift: 'Keep them dry' } },
    { value: 'both', text: 'Both' },
  ]),
});

/** A private concern a giver rarely knows: the gift quiz does not ask it (catalogue.ts). */
export const deoCare = defineQuestion({
  code: 'deo_care',
  text: 'Any underarm concerns?',
  group: 'body',
  options: defineOptions('deo_care', [
    { value: DEO_CARE.none, text: 'None' },
    { value: DEO_CARE.irritation, text: 'Irritation or redness' },
    { value: DEO_CARE.stains, text: 'Yellow stains on shirts' },
    { value: DEO_CARE.whiteMarks, text: 'White marks' },
  ]),
});

export const bodyQuestions: readonly Question[] = [
  showerFreq,
  bsBw,
  idealBw,
  skinType,
  deoFreq,
  deoKind,
  sweatLevel,
  boLevel,
  sweatPref,
  deoCare,
];
