import type { AnswerMessages } from './messages/index.ts';

/**
 * The catalog's message for each field label the routes name in a 400 (`validate`'s `labels`: the
 * add-to-cart form's ADD_TO_CART_LABELS, the quiz's, the results', the cross-sell's), by its English
 * words: the en-US message is those words byte for byte (fieldLabels.test.ts), another locale's its own.
 */
const LABEL_MESSAGES: Readonly<Record<string, keyof AnswerMessages>> = {
  'the quantity': 'labelQuantity',
  'the product': 'labelProduct',
  'the option': 'labelOption',
  'the survey': 'labelSurvey',
  'the source': 'labelSource',
  'the position': 'labelPosition',
  'the recipient email': 'labelRecipientEmail',
  "the recipient's name": 'labelRecipientName',
  'your name': 'labelYourName',
  'the gift message': 'labelGiftMessage',
  'the delivery date': 'labelDeliveryDate',
  'the email address': 'labelEmailAddress',
  'the coupon': 'labelCoupon',
  'the products': 'labelProducts',
  'the choice': 'labelChoice',
  'the quiz type': 'labelQuizType',
  'the progress': 'labelProgress',
  'the survey log': 'labelSurveyLog',
  'the cologne search': 'labelCologneSearch',
  'your quiz answers': 'labelQuizAnswers',
};

/** A field's label in `m`'s locale; one the catalog lacks (a field's own name) as it is (pure). */
export const labelIn = (m: AnswerMessages, english: string): string => {
  const key = LABEL_MESSAGES[english];
  return key ? (m[key] as string) : english;
};

/** The English labels the catalog has words for, for its test. */
export const labelledFields = (): readonly string[] => Object.keys(LABEL_MESSAGES);
