// @pc/shared/validation: the spec §5 rules, DOM-free, for the elements and the server alike.
export { isEmailAddress } from './emailAddress.ts';
export { cleanGiftMessage, isDeliveryDate, localIsoDate } from './giftCardFields.ts';
export { cleanName } from './names.ts';
export { clampAge, isProgress, isQuizType } from './quizFields.ts';
export { eGiftSendInstant, latestDeliveryDay, shopToday } from './shopTime.ts';
export { truncate } from './truncate.ts';
