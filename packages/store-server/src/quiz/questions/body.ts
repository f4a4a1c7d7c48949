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
import type { QuestionMessages } from './messages/index.ts';

/** A slider with an image: spec §4, choosing a stop does not scroll on. */
const showerFreq = (m: QuestionMessages) =>
  defineQuestion({
    code: 'shower_freq',
    text: { default: m.showerFreqText, gift: m.showerFreqTextGift },
    subtext: m.showerFreqSubtext,
    group: 'body',
    type: 'slider',
    image: quizAsset('shower_freq'),
    options: defineOptions('shower_freq', [
      { value: SHOWER_FREQ.everyFewDays, text: m.showerFreqEveryFewDays },
      { value: SHOWER_FREQ.everyOtherDay, text: m.showerFreqEveryOtherDay },
      { value: SHOWER_FREQ.daily, text: m.showerFreqDaily },
      { value: SHOWER_FREQ.twiceDaily, text: m.showerFreqTwiceDaily },
    ]),
  });

const bsBw = (m: QuestionMessages) =>
  defineQuestion({
    code: 'bs_bw',
    text: { default: m.bsBwText, gift: m.bsBwTextGift },
    group: 'body',
    options: defineOptions(
      'bs_bw',
      [
        { value: BS_BW.soap, text: m.bsBwSoap, icon: quizAsset('bs_bw_soap') },
        { value: BS_BW.both, text: m.bsBwBoth, icon: quizAsset('bs_bw_both') },
        { value: BS_BW.bodyWash, text: m.bsBwBodyWash, icon: quizAsset('bs_bw_body_wash') },
      ],
      'icon',
    ),
  });

/** spec §4: the element puts 'Bar Soap', 'Soap' or 'Body Wash' in place of `{product}`. */
const idealBw = (m: QuestionMessages) =>
  defineQuestion({
    code: 'ideal_bw',
    text: {
      default: m.idealBwText({ product: PRODUCT_PLACEHOLDER }),
      gift: m.idealBwTextGift({ product: PRODUCT_PLACEHOLDER }),
    },
    group: 'body',
    options: defineOptions('ideal_bw', [
      { value: IDEAL_BW.hydrating, text: m.idealBwHydrating },
      { value: IDEAL_BW.gentle, text: m.idealBwGentle },
      { value: IDEAL_BW.deepClean, text: m.idealBwDeepClean },
      { value: IDEAL_BW.exfoliating, text: m.idealBwExfoliating },
    ]),
  });

const skinType = (m: QuestionMessages) =>
  defineQuestion({
    code: 'skin_type',
    text: { default: m.skinTypeText, gift: m.skinTypeTextGift },
    group: 'body',
    options: defineOptions('skin_type', [
      { value: SKIN_TYPE.dry, text: m.skinTypeDry },
      { value: SKIN_TYPE.normal, text: m.skinTypeNormal },
      { value: SKIN_TYPE.oily, text: m.skinTypeOily },
      { value: SKIN_TYPE.sensitive, text: m.skinTypeSensitive },
      // A feeling only the wearer knows: not asked of a giver.
      { value: SKIN_TYPE.tight, text: m.skinTypeTight, unsupported: ['gift'] },
      { value: SKIN_TYPE.notSure, text: m.skinTypeNotSure, unsupported: ['self'] },
    ]),
  });

const deoFreq = (m: QuestionMessages) =>
  defineQuestion({
    code: 'deo_freq',
    text: { default: m.deoFreqText, gift: m.deoFreqTextGift },
    group: 'body',
    options: defineOptions('deo_freq', [
      { value: DEO_FREQ.moreThanDaily, text: m.deoFreqMoreThanDaily },
      { value: DEO_FREQ.daily, text: m.deoFreqDaily },
      { value: DEO_FREQ.mostDays, text: m.deoFreqMostDays },
      { value: DEO_FREQ.nowAndThen, text: m.deoFreqNowAndThen },
      { value: DEO_FREQ.never, text: m.deoFreqNever },
    ]),
  });

/** Asked even of 'never' wearers (spec §4 does not hide it): a preference, not a habit. */
const deoKind = (m: QuestionMessages) =>
  defineQuestion({
    code: 'deo_kind',
    text: { default: m.deoKindText, gift: m.deoKindTextGift },
    group: 'body',
    options: defineOptions('deo_kind', [
      { value: 'aluminum_free', text: m.deoKindAluminumFree },
      { value: 'antiperspirant', text: m.deoKindAntiperspirant },
      { value: 'no_preference', text: m.deoKindNoPreference, unsupported: ['gift'] },
      { value: 'not_sure', text: m.deoKindNotSure, unsupported: ['self'] },
    ]),
  });

/** A slider with an image. In the gift quiz only for relationship 0 or 2 (spec §4). */
const sweatLevel = (m: QuestionMessages) =>
  defineQuestion({
    code: 'sweat_level',
    text: { default: m.sweatLevelText, gift: m.sweatLevelTextGift },
    subtext: m.sweatLevelSubtext,
    group: 'body',
    type: 'slider',
    image: quizAsset('sweat_level'),
    options: defineOptions('sweat_level', [
      { value: '0', text: m.sweatLevelBarely },
      { value: '1', text: m.sweatLevelLittle },
      { value: '2', text: m.sweatLevelAverage },
      { value: '3', text: m.sweatLevelLot },
    ]),
  });

const boLevel = (m: QuestionMessages) =>
  defineQuestion({
    code: 'bo_level',
    text: {
      default: m.boLevelText,
      gift: m.boLevelTextGift,
    },
    subtext: m.boLevelSubtext,
    group: 'body',
    options: defineOptions(
      'bo_level',
      [
        { value: '0', text: m.boLevelNotAtAll },
        { value: '1', text: m.boLevelSlightly },
        { value: '2', text: m.boLevelNoticeable },
        { value: '3', text: m.boLevelStrong },
      ],
      'standard_inline',
    ),
  });

const sweatPref = (m: QuestionMessages) =>
  defineQuestion({
    code: 'sweat_pref',
    text: { default: m.sweatPrefText, gift: m.sweatPrefTextGift },
    group: 'body',
    options: defineOptions('sweat_pref', [
      { value: 'odor', text: { default: m.sweatPrefOdor, gift: m.sweatPrefOdorGift } },
      { value: 'dry', text: { default: m.sweatPrefDry, gift: m.sweatPrefDryGift } },
      { value: 'both', text: m.sweatPrefBoth },
    ]),
  });

/** A private concern a giver rarely knows: the gift quiz does not ask it (catalogue.ts). */
const deoCare = (m: QuestionMessages) =>
  defineQuestion({
    code: 'deo_care',
    text: m.deoCareText,
    group: 'body',
    options: defineOptions('deo_care', [
      { value: DEO_CARE.none, text: m.deoCareNone },
      { value: DEO_CARE.irritation, text: m.deoCareIrritation },
      { value: DEO_CARE.stains, text: m.deoCareStains },
      { value: DEO_CARE.whiteMarks, text: m.deoCareWhiteMarks },
    ]),
  });

/** The body questions in the words of `m`. */
export const bodyQuestions = (m: QuestionMessages): Question[] => [
  showerFreq(m),
  bsBw(m),
  idealBw(m),
  skinType(m),
  deoFreq(m),
  deoKind(m),
  sweatLevel(m),
  boLevel(m),
  sweatPref(m),
  deoCare(m),
];
