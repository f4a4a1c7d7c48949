import * as v from 'valibot';

// spec §5 "Quiz type must be self or gift". A module of its own, so the checkout contract (shop.js)
// reads it without taking the quiz's whole contract onto every page (docs/decisions/0136).
export const QuizType = v.picklist(['self', 'gift']);
export type QuizType = v.InferOutput<typeof QuizType>;
