// Group 'face'. spec §4: the oily face_need option is hidden for face_type 0 (dry skin has no oil
// to control); dry and sensitive are hidden for 2 and 3 (oily and combination skin get the
// oil-balancing base; the dry and sensitive formulas are rich creams that would clog it).
import type { Question } from '@pc/shared/contract';
import { FACE_NEED, FACE_TYPE } from '@pc/shared/quiz-values';
import { defineOptions, defineQuestion } from './define.ts';

export const faceType = defineQuestion({
  code: 'face_type',
  text: { default: 'By midday, how does your face feel?', gift: 'By midday, how does their face look?' },
  group: 'face',
  options: defineOptions('face_type', [
    { value: FACE_TYPE.dry, text: { default: 'Dry or tight', gift: 'Dry or flaky' } },
    { value: FACE_TYPE.normal, text: 'Comfortable, not dry or shiny' },
    { value: FACE_TYPE.oily, text: 'Shiny all over' },
    { value: FACE_TYPE.combination, text: 'Shiny forehead and nose, dry cheeks' },
  ]),
});

export const faceNeed = defineQuestion({
  code: 'face_need',
  text: { default: "What's your top skin goal?", gift: 'What would help their skin most?' },
  group: 'face',
  options: defineOptions('face_need', [
    { value: FACE_NEED.oily, text: 'Control oil and shine' },
    { value: FACE_NEED.dry, text: 'Hydrate dry, flaky skin' },
    { value: FACE_NEED.sensitive, text: 'Calm redness and irritation' },
    { value: FACE_NEED.breakouts, text: 'Clear breakouts' },
    { value: FACE_NEED.aging, text: 'Smooth fine lines' },
    { value: FACE_NEED.simple, text: 'Keep it simple' },
  ]),
});

export const eyeNeed = defineQuestion({
  code: 'eye_need',
  text: { default: 'Anything going on around your eyes?', gift: 'Anything going on around their eyes?' },
  group: 'face',
  options: defineOptions('eye_need', [
    { value: 'dark_circles', text: 'Dark circles' },
    { value: 'puffiness', text: 'Puffiness' },
    { value: 'fine_lines', text: 'Fine lines' },
    { value: 'none', text: 'Nothing in particular' },
  ]),
});

export const shaveFreq = defineQuestion({
  code: 'shave_freq',
  text: { default: 'How often do you shave your face?', gift: 'How often do they shave their face?' },
  group: 'face',
  options: defineOptions('shave_freq', [
    { value: 'daily', text: 'Every day' },
    { value: 'few_times_week', text: 'A few times a week' },
    { value: 'weekly', text: 'About once a week' },
    { value: 'beard', text: { default: 'I keep a beard', gift: 'They keep a beard' } },
    { value: 'never', text: 'Never' },
    { value: 'not_sure', text: "I'm not sure", unsupported: ['self'] },
  ]),
});

/** Smoke dries the skin out, which is why a face question asks it. */
export const smoking = defineQuestion({
  code: 'smoking',
  text: { default: 'Do you smoke or vape?', gift: 'Do they smoke or vape?' },
  subtext: 'Smoke dries skin out; we add antioxidants if so.',
  group: 'face',
  options: defineOptions(
    'smoking',
    [
      { value: 'no', text: 'No' },
      { value: 'sometimes', text: 'Sometimes' },
      { value: 'daily', text: 'Every day' },
    ],
    'standard_inline',
  ),
});

export const faceQuestions: readonly Question[] = [faceType, faceNeed, eyeNeed, shaveFreq, smoking];
