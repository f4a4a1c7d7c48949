// Group 'scent' (spec §4 hide_scent=y removes the group and age). spec §4: cologne shows only when
// fragrance_knowledge is not 0 (and, in the gift quiz, for relationship 0 or 2); cologne_approval
// only once a cologne is named. work and night_out shape the Cologne Set's Work and Play scents.
import type { Question } from '@pc/shared/contract';
import { FRAGRANCE_KNOWLEDGE, NIGHT_OUT, PERSONALITY, WORK } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion, quizAsset } from './define.ts';
import type { QuestionMessages } from './messages/index.ts';

const fragranceKnowledge = (m: QuestionMessages) =>
  defineQuestion({
    code: 'fragrance_knowledge',
    text: { default: m.fragranceKnowledgeText, gift: m.fragranceKnowledgeTextGift },
    group: 'scent',
    options: defineOptions('fragrance_knowledge', [
      {
        value: FRAGRANCE_KNOWLEDGE.none,
        text: { default: m.fragranceKnowledgeNone, gift: m.fragranceKnowledgeNoneGift },
      },
      {
        value: FRAGRANCE_KNOWLEDGE.knowsWhatTheyLike,
        text: { default: m.fragranceKnowledgeKnows, gift: m.fragranceKnowledgeKnowsGift },
      },
      {
        value: FRAGRANCE_KNOWLEDGE.wearsDaily,
        text: { default: m.fragranceKnowledgeWearsDaily, gift: m.fragranceKnowledgeWearsDailyGift },
      },
      {
        value: FRAGRANCE_KNOWLEDGE.collects,
        text: { default: m.fragranceKnowledgeCollects, gift: m.fragranceKnowledgeCollectsGift },
      },
    ]),
  });

/** The typeahead of spec §5 over fragrances.ts (min 3 characters, 50 results, threshold 0.4). */
const cologne = (m: QuestionMessages) =>
  defineQuestion({
    code: 'cologne',
    text: { default: m.cologneText, gift: m.cologneTextGift },
    subtext: m.cologneSubtext,
    group: 'scent',
    type: 'cologne',
    parentCode: 'fragrance_knowledge',
    collapse: true,
  });

const cologneApproval = (m: QuestionMessages) =>
  defineQuestion({
    code: 'cologne_approval',
    text: { default: m.cologneApprovalText, gift: m.cologneApprovalTextGift },
    group: 'scent',
    parentCode: 'cologne',
    collapse: true,
    options: defineOptions(
      'cologne_approval',
      [
        { value: 'love', text: m.cologneApprovalLove },
        { value: 'fine', text: m.cologneApprovalFine },
        { value: 'change', text: m.cologneApprovalChange },
      ],
      'standard_inline',
    ),
  });

const work = (m: QuestionMessages) =>
  defineQuestion({
    code: 'work',
    text: { default: m.workText, gift: m.workTextGift },
    group: 'scent',
    options: defineOptions('work', [
      { value: WORK.office, text: m.workOffice },
      { value: WORK.home, text: m.workHome },
      {
        value: WORK.onTheirFeet,
        text: { default: m.workOnFeet, gift: m.workOnFeetGift },
      },
      { value: WORK.outdoors, text: m.workOutdoors },
      { value: WORK.studio, text: m.workStudio },
      { value: WORK.school, text: m.workSchool },
      { value: WORK.other, text: m.workOther, type: 'other' },
    ]),
  });

const nightOut = (m: QuestionMessages) =>
  defineQuestion({
    code: 'night_out',
    text: { default: m.nightOutText, gift: m.nightOutTextGift },
    group: 'scent',
    options: defineOptions('night_out', [
      { value: NIGHT_OUT.dinner, text: m.nightOutDinner },
      { value: NIGHT_OUT.bar, text: m.nightOutBar },
      { value: NIGHT_OUT.dancing, text: m.nightOutDancing },
      { value: NIGHT_OUT.liveMusic, text: m.nightOutLiveMusic },
      { value: NIGHT_OUT.stayingIn, text: m.nightOutStayingIn },
    ]),
  });

const personality = (m: QuestionMessages) =>
  defineQuestion({
    code: 'personality',
    text: { default: m.personalityText, gift: m.personalityTextGift },
    group: 'scent',
    options: defineOptions(
      'personality',
      [
        { value: PERSONALITY.classic, text: m.personalityClassic },
        { value: PERSONALITY.adventurous, text: m.personalityAdventurous },
        { value: PERSONALITY.laidBack, text: m.personalityLaidBack },
        { value: PERSONALITY.bold, text: m.personalityBold },
        { value: PERSONALITY.thoughtful, text: m.personalityThoughtful },
      ],
      'standard_inline',
    ),
  });

const drink = (m: QuestionMessages) =>
  defineQuestion({
    code: 'drink',
    text: { default: m.drinkText, gift: m.drinkTextGift },
    group: 'scent',
    options: defineOptions(
      'drink',
      [
        { value: 'coffee', text: m.drinkCoffee, icon: quizAsset('drink_coffee') },
        { value: 'tea', text: m.drinkTea, icon: quizAsset('drink_tea') },
        { value: 'beer', text: m.drinkBeer, icon: quizAsset('drink_beer') },
        { value: 'wine', text: m.drinkWine, icon: quizAsset('drink_wine') },
        { value: 'whiskey', text: m.drinkWhiskey, icon: quizAsset('drink_whiskey') },
        { value: 'cocktail', text: m.drinkCocktail, icon: quizAsset('drink_cocktail') },
      ],
      'icon',
    ),
  });

/** The scent questions in the words of `m`. */
export const scentQuestions = (m: QuestionMessages): Question[] => [
  fragranceKnowledge(m),
  cologne(m),
  cologneApproval(m),
  work(m),
  nightOut(m),
  personality(m),
  drink(m),
];
