// Group 'hair' (spec §4 hide_hair=y removes the group). spec §4: hair_type answered reveals
// hair_freq; hair_length shows for a chosen, non-bald type and its icons follow the type; hair_need
// is hidden when bald and (hair_freq never, or gift); hair_foaming shows for anti_frizz, curly_safe
// or coily hair.
import type { Question } from '@pc/shared/contract';
import { HAIR_FREQ, HAIR_NEED, HAIR_TYPE } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion, quizAsset } from './define.ts';
import type { QuestionMessages } from './messages/index.ts';

const hairType = (m: QuestionMessages) =>
  defineQuestion({
    code: 'hair_type',
    text: { default: m.hairTypeText, gift: m.hairTypeTextGift },
    group: 'hair',
    options: defineOptions(
      'hair_type',
      [
        { value: HAIR_TYPE.straight, text: m.hairTypeStraight, icon: quizAsset('hair_type_straight') },
        { value: HAIR_TYPE.wavy, text: m.hairTypeWavy, icon: quizAsset('hair_type_wavy') },
        { value: HAIR_TYPE.curly, text: m.hairTypeCurly, icon: quizAsset('hair_type_curly') },
        { value: HAIR_TYPE.coily, text: m.hairTypeCoily, icon: quizAsset('hair_type_coily') },
        { value: HAIR_TYPE.bald, text: m.hairTypeBald, icon: quizAsset('hair_type_bald') },
      ],
      'icon',
    ),
  });

const hairFreq = (m: QuestionMessages) =>
  defineQuestion({
    code: 'hair_freq',
    text: { default: m.hairFreqText, gift: m.hairFreqTextGift },
    group: 'hair',
    parentCode: 'hair_type',
    collapse: true,
    options: defineOptions('hair_freq', [
      { value: HAIR_FREQ.daily, text: m.hairFreqDaily },
      { value: HAIR_FREQ.everyOtherDay, text: m.hairFreqEveryOtherDay },
      { value: HAIR_FREQ.twiceWeek, text: m.hairFreqTwiceWeek },
      { value: HAIR_FREQ.weekly, text: m.hairFreqWeekly },
      { value: HAIR_FREQ.never, text: m.hairFreqNever },
      { value: HAIR_FREQ.notSure, text: m.hairFreqNotSure, unsupported: ['self'] },
    ]),
  });

/**
 * Icons are the plain length (`hair_length_short.svg`); the element swaps in the hair-type variant
 * (`hair_length_short_curly.svg`), which exists for straight, wavy, curly and coily.
 */
const hairLength = (m: QuestionMessages) =>
  defineQuestion({
    code: 'hair_length',
    text: { default: m.hairLengthText, gift: m.hairLengthTextGift },
    group: 'hair',
    parentCode: 'hair_type',
    collapse: true,
    options: defineOptions(
      'hair_length',
      [
        { value: 'short', text: m.hairLengthShort, icon: quizAsset('hair_length_short') },
        { value: 'medium', text: m.hairLengthMedium, icon: quizAsset('hair_length_medium') },
        { value: 'long', text: m.hairLengthLong, icon: quizAsset('hair_length_long') },
      ],
      'icon',
    ),
  });

/**
 * spec §4 hides anti_frizz unless straight or bald, and curly_safe unless straight, wavy or bald:
 * every formula for wavier hair already fights frizz, and every curly or coily one is already
 * curl-safe, so the options are offered only where they are a real choice.
 */
const hairNeed = (m: QuestionMessages) =>
  defineQuestion({
    code: 'hair_need',
    text: { default: m.hairNeedText, gift: m.hairNeedTextGift },
    group: 'hair',
    options: defineOptions('hair_need', [
      { value: HAIR_NEED.volume, text: m.hairNeedVolume },
      { value: HAIR_NEED.hydration, text: m.hairNeedHydration },
      { value: HAIR_NEED.dandruff, text: m.hairNeedDandruff },
      { value: HAIR_NEED.antiFrizz, text: m.hairNeedAntiFrizz },
      { value: HAIR_NEED.curlySafe, text: m.hairNeedCurlySafe },
      // A feeling only the wearer knows: not asked of a giver.
      { value: HAIR_NEED.itchyScalp, text: m.hairNeedItchyScalp, unsupported: ['gift'] },
      { value: HAIR_NEED.other, text: m.hairNeedOther, type: 'other' },
    ]),
  });

const hairFoaming = (m: QuestionMessages) =>
  defineQuestion({
    code: 'hair_foaming',
    text: { default: m.hairFoamingText, gift: m.hairFoamingTextGift },
    subtext: m.hairFoamingSubtext,
    group: 'hair',
    parentCode: 'hair_need',
    collapse: true,
    options: defineOptions(
      'hair_foaming',
      [
        { value: 'rich', text: m.hairFoamingRich },
        { value: 'light', text: m.hairFoamingLight },
        { value: 'none', text: m.hairFoamingNone },
      ],
      'standard_inline',
    ),
  });

/** The hair questions in the words of `m`. */
export const hairQuestions = (m: QuestionMessages): Question[] => [
  hairType(m),
  hairFreq(m),
  hairLength(m),
  hairNeed(m),
  hairFoaming(m),
];
