// Group 'hair' (spec §4 hide_hair=y removes the group). spec §4: hair_type answered reveals
// hair_freq; hair_length shows for a chosen, non-bald type and its icons follow the type; hair_need
// is hidden when bald and (hair_freq never, or gift); hair_foaming shows for anti_frizz, curly_safe
// or coily hair.
import type { Question } from '@pc/shared/contract';
import { HAIR_FREQ, HAIR_NEED, HAIR_TYPE } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion, quizAsset } from './define.ts';

export const hairType = defineQuestion({
  code: 'hair_type',
  text: { default: "What's your hair type?", gift: "What's their hair type?" },
  group: 'hair',
  options: defineOptions(
    'hair_type',
    [
      { value: HAIR_TYPE.straight, text: 'Straight', icon: quizAsset('hair_type_straight') },
      { value: HAIR_TYPE.wavy, text: 'Wavy', icon: quizAsset('hair_type_wavy') },
      { value: HAIR_TYPE.curly, text: 'Curly', icon: quizAsset('hair_type_curly') },
      { value: HAIR_TYPE.coily, text: 'Coily', icon: quizAsset('hair_type_coily') },
      { value: HAIR_TYPE.bald, text: 'Bald or shaved', icon: quizAsset('hair_type_bald') },
    ],
    'icon',
  ),
});

export const hairFreq = defineQuestion({
  code: 'hair_freq',
  text: { default: 'How often do you wash your hair?', gift: 'How often do they wash their hair?' },
  group: 'hair',
  parentCode: 'hair_type',
  collapse: true,
  options: defineOptions('hair_freq', [
    { value: HAIR_FREQ.daily, text: 'Every day' },
    { value: HAIR_FREQ.everyOtherDay, text: 'Every other day' },
    { value: HAIR_FREQ.twiceWeek, text: 'Twice a week' },
    { value: HAIR_FREQ.weekly, text: 'Once a week or less' },
    { value: HAIR_FREQ.never, text: 'Never' },
    { value: HAIR_FREQ.notSure, text: "I'm not sure", unsupported: ['self'] },
  ]),
});

/**
 * Icons are the plain length (`hair_length_short.svg`); the element swaps in the hair-type variant
 * (`hair_length_short_curly.svg`), which exists for straight, wavy, curly and coily.
 */
export const hairLength = defineQuestion({
  code: 'hair_length',
  text: { default: 'How long is your hair?', gift: 'How long is their hair?' },
  group: 'hair',
  parentCode: 'hair_type',
  collapse: true,
  options: defineOptions(
    'hair_length',
    [
      { value: 'short', text: 'Short', icon: quizAsset('hair_length_short') },
      { value: 'medium', text: 'Medium', icon: quizAsset('hair_length_medium') },
      { value: 'long', text: 'Long', icon: quizAsset('hair_length_long') },
    ],
    'icon',
  ),
});

/**
 * spec §4 hides anti_frizz unless straight or bald, and curly_safe unless straight, wavy or bald:
 * every formula for wavier hair already fights frizz, and every curly or coily one is already
 * curl-safe, so the options are offered only where they are a real choice.
 */
export const hairNeed = defineQuestion({
  code: 'hair_need',
  text: { default: 'What does your hair need most?', gift: 'What does their hair need most?' },
  group: 'hair',
  options: defineOptions('hair_need', [
    { value: HAIR_NEED.volume, text: 'More volume' },
    { value: HAIR_NEED.hydration, text: 'Hydration' },
    { value: HAIR_NEED.dandruff, text: 'Fewer flakes' },
    { value: HAIR_NEED.antiFrizz, text: 'Less frizz' },
    { value: HAIR_NEED.curlySafe, text: 'Curl-safe: no sulfates or silicones' },
    // A feeling only the wearer knows: not asked of a giver.
    { value: HAIR_NEED.itchyScalp, text: 'Soothe an itchy scalp', unsupported: ['gift'] },
    { value: HAIR_NEED.other, text: 'Something else', type: 'other' },
  ]),
});

export const hairFoaming = defineQuestion({
  code: 'hair_foaming',
  text: { default: 'How much lather do you like?', gift: 'How much lather do they like?' },
  subtext: 'Less lather is gentler on curls.',
  group: 'hair',
  parentCode: 'hair_need',
  collapse: true,
  options: defineOptions(
    'hair_foaming',
    [
      { value: 'rich', text: 'Rich lather' },
      { value: 'light', text: 'Light lather' },
      { value: 'none', text: 'No lather' },
    ],
    'standard_inline',
  ),
});

export const hairQuestions: readonly Question[] = [hairType, hairFreq, hairLength, hairNeed, hairFoaming];
