// Group 'face'. spec §4: the oily face_need option is hidden for face_type 0 (dry skin has no oil
// to control); dry and sensitive are hidden for 2 and 3 (oily and combination skin get the
// oil-balancing base; the dry and sensitive formulas are rich creams that would clog it).
import type { Question } from '@pc/shared/contract';
import { FACE_NEED, FACE_TYPE } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion } from './define.ts';
import type { QuestionMessages } from './messages/index.ts';

const faceType = (m: QuestionMessages) =>
  defineQuestion({
    code: 'face_type',
    text: { default: m.faceTypeText, gift: m.faceTypeTextGift },
    group: 'face',
    options: defineOptions('face_type', [
      { value: FACE_TYPE.dry, text: { default: m.faceTypeDry, gift: m.faceTypeDryGift } },
      { value: FACE_TYPE.normal, text: m.faceTypeNormal },
      { value: FACE_TYPE.oily, text: m.faceTypeOily },
      { value: FACE_TYPE.combination, text: m.faceTypeCombination },
    ]),
  });

const faceNeed = (m: QuestionMessages) =>
  defineQuestion({
    code: 'face_need',
    text: { default: m.faceNeedText, gift: m.faceNeedTextGift },
    group: 'face',
    options: defineOptions('face_need', [
      { value: FACE_NEED.oily, text: m.faceNeedOily },
      { value: FACE_NEED.dry, text: m.faceNeedDry },
      { value: FACE_NEED.sensitive, text: m.faceNeedSensitive },
      { value: FACE_NEED.breakouts, text: m.faceNeedBreakouts },
      { value: FACE_NEED.aging, text: m.faceNeedAging },
      { value: FACE_NEED.simple, text: m.faceNeedSimple },
    ]),
  });

const eyeNeed = (m: QuestionMessages) =>
  defineQuestion({
    code: 'eye_need',
    text: { default: m.eyeNeedText, gift: m.eyeNeedTextGift },
    group: 'face',
    options: defineOptions('eye_need', [
      { value: 'dark_circles', text: m.eyeNeedDarkCircles },
      { value: 'puffiness', text: m.eyeNeedPuffiness },
      { value: 'fine_lines', text: m.eyeNeedFineLines },
      { value: 'none', text: m.eyeNeedNone },
    ]),
  });

const shaveFreq = (m: QuestionMessages) =>
  defineQuestion({
    code: 'shave_freq',
    text: { default: m.shaveFreqText, gift: m.shaveFreqTextGift },
    group: 'face',
    options: defineOptions('shave_freq', [
      { value: 'daily', text: m.shaveFreqDaily },
      { value: 'few_times_week', text: m.shaveFreqFewTimesWeek },
      { value: 'weekly', text: m.shaveFreqWeekly },
      { value: 'beard', text: { default: m.shaveFreqBeard, gift: m.shaveFreqBeardGift } },
      { value: 'never', text: m.shaveFreqNever },
      { value: 'not_sure', text: m.shaveFreqNotSure, unsupported: ['self'] },
    ]),
  });

/** Smoke dries the skin out, which is why a face question asks it. */
const smoking = (m: QuestionMessages) =>
  defineQuestion({
    code: 'smoking',
    text: { default: m.smokingText, gift: m.smokingTextGift },
    subtext: m.smokingSubtext,
    group: 'face',
    options: defineOptions(
      'smoking',
      [
        { value: 'no', text: m.smokingNo },
        { value: 'sometimes', text: m.smokingSometimes },
        { value: 'daily', text: m.smokingDaily },
      ],
      'standard_inline',
    ),
  });

/** The face questions in the words of `m`. */
export const faceQuestions = (m: QuestionMessages): Question[] => [
  faceType(m),
  faceNeed(m),
  eyeNeed(m),
  shaveFreq(m),
  smoking(m),
];
