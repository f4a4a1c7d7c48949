// Group 'scent' (spec §4 hide_scent=y removes the group and age). spec §4: cologne shows only when
// fragrance_knowledge is not 0 (and, in the gift quiz, for relationship 0 or 2); cologne_approval
// only once a cologne is named. work and night_out shape the Cologne Set's Work and Play scents.
import type { Question } from '@pc/shared/contract';
import { FRAGRANCE_KNOWLEDGE, NIGHT_OUT, PERSONALITY, WORK } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion, quizAsset } from './define.ts';

export const fragranceKnowledge = defineQuestion({
  code: 'fragrance_knowledge',
  text: { default: 'How much do you know about fragrance?', gift: 'How much do they know about fragrance?' },
  group: 'scent',
  options: defineOptions('fragrance_knowledge', [
    {
      value: FRAGRANCE_KNOWLEDGE.none,
      text: { default: 'Nothing yet, teach me', gift: 'Not much, they rarely wear any' },
    },
    {
      value: FRAGRANCE_KNOWLEDGE.knowsWhatTheyLike,
      text: { default: 'I know what I like', gift: 'They know what they like' },
    },
    {
      value: FRAGRANCE_KNOWLEDGE.wearsDaily,
      text: { default: 'I wear it most days', gift: 'They wear it most days' },
    },
    { value: FRAGRANCE_KNOWLEDGE.collects, text: { default: 'I collect it', gift: 'They collect it' } },
  ]),
});

/** The typeahead of spec §5 over fragrances.ts (min 3 characters, 50 results, threshold 0.4). */
export const cologne = defineQuestion({
  code: 'cologne',
  text: { default: 'Which cologne do you wear most?', gift: 'Which cologne do they wear most?' },
  subtext: 'Start typing its name.',
  group: 'scent',
  type: 'cologne',
  parentCode: 'fragrance_knowledge',
  collapse: true,
});

export const cologneApproval = defineQuestion({
  code: 'cologne_approval',
  text: { default: 'How do you feel about it?', gift: 'How do you feel about it on them?' },
  group: 'scent',
  parentCode: 'cologne',
  collapse: true,
  options: defineOptions(
    'cologne_approval',
    [
      { value: 'love', text: 'Love it' },
      { value: 'fine', text: "It's fine" },
      { value: 'change', text: 'Time for a change' },
    ],
    'standard_inline',
  ),
});

export const work = defineQuestion({
  code: 'work',
  text: { default: 'Where do you spend your workday?', gift: 'Where do they spend their workday?' },
  group: 'scent',
  options: defineOptions('work', [
    { value: WORK.office, text: 'In an office' },
    { value: WORK.home, text: 'At home' },
    {
      value: WORK.onTheirFeet,
      text: { default: 'On my feet with people', gift: 'On their feet with people' },
    },
    { value: WORK.outdoors, text: 'Outdoors' },
    { value: WORK.studio, text: 'In a studio or workshop' },
    { value: WORK.school, text: 'At school or university' },
    { value: WORK.other, text: 'Somewhere else', type: 'other' },
  ]),
});

export const nightOut = defineQuestion({
  code: 'night_out',
  text: { default: 'Pick your ideal night out.', gift: 'Pick their ideal night out.' },
  group: 'scent',
  options: defineOptions('night_out', [
    { value: NIGHT_OUT.dinner, text: 'Dinner somewhere nice' },
    { value: NIGHT_OUT.bar, text: 'Drinks with friends' },
    { value: NIGHT_OUT.dancing, text: 'Dancing until late' },
    { value: NIGHT_OUT.liveMusic, text: 'A concert or a game' },
    { value: NIGHT_OUT.stayingIn, text: 'Staying in' },
  ]),
});

export const personality = defineQuestion({
  code: 'personality',
  text: { default: 'Which word fits you best?', gift: 'Which word fits them best?' },
  group: 'scent',
  options: defineOptions(
    'personality',
    [
      { value: PERSONALITY.classic, text: 'Classic' },
      { value: PERSONALITY.adventurous, text: 'Adventurous' },
      { value: PERSONALITY.laidBack, text: 'Laid-back' },
      { value: PERSONALITY.bold, text: 'Bold' },
      { value: PERSONALITY.thoughtful, text: 'Thoughtful' },
    ],
    'standard_inline',
  ),
});

export const drink = defineQuestion({
  code: 'drink',
  text: { default: 'Pick a drink.', gift: 'What would they order?' },
  group: 'scent',
  options: defineOptions(
    'drink',
    [
      { value: 'coffee', text: 'Coffee', icon: quizAsset('drink_coffee') },
      { value: 'tea', text: 'Tea', icon: quizAsset('drink_tea') },
      { value: 'beer', text: 'Beer', icon: quizAsset('drink_beer') },
      { value: 'wine', text: 'Wine', icon: quizAsset('drink_wine') },
      { value: 'whiskey', text: 'Whiskey', icon: quizAsset('drink_whiskey') },
      { value: 'cocktail', text: 'Cocktail', icon: quizAsset('drink_cocktail') },
    ],
    'icon',
  ),
});

export const scentQuestions: readonly Question[] = [
  fragranceKnowledge,
  cologne,
  cologneApproval,
  work,
  nightOut,
  personality,
  drink,
];
