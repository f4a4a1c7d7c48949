import { GIFT_MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH } from '@pc/shared/constants';
import { type CartItem, type EGiftFields, ADD_TO_CART_FIELD as FIELD } from '@pc/shared/contract';
import { isEmailAddress, latestDeliveryDay, shopToday } from '@pc/shared/validation';
import { invalidParam, type Shown } from '../http/errors.ts';

// spec §5 "Validation rules" for the e-gift form, checked again on the server: the client's checks
// are a convenience, the cart only takes what these rules allow.

/** True for a YYYY-MM-DD that names a real calendar day (2023-02-31 does not). */
export const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * spec §5 "Delivery date: cannot be in the past", judged in the shop's time zone (spec §9 "8 AM
 * Eastern"; docs/decisions/0030): the first day a delivery date may name is today in New York, by the
 * session's clock (a QA override included), the same day the element's calendar starts at.
 */
export const earliestDeliveryDate = (now: Date): string => shopToday(now);

/**
 * The last day a delivery date may name: the same calendar day GIFT_DELIVERY_MAX_YEARS_AHEAD years
 * after the earliest (29 February becomes 28 February), docs/decisions/0044.
 */
export const latestDeliveryDate = (now: Date): string => latestDeliveryDay(earliestDeliveryDate(now));

/**
 * spec §5 "Delivery date: cannot be in the past; format YYYY-MM-DD", and at most a year ahead
 * (decision 0044): the date, or a 400 naming `field`. The cart's rule, and the buyer's date change.
 */
export const checkDeliveryDate = (deliveryDate: string, now: Date, field: string): string => {
  if (!isCalendarDate(deliveryDate)) {
    throw invalidParam(
      `Invalid parameter(s): ${field} is not a YYYY-MM-DD date`,
      (m) => m.deliveryDateInvalid,
    );
  }
  if (deliveryDate < earliestDeliveryDate(now)) {
    throw invalidParam(`Invalid parameter(s): ${field} is in the past`, (m) => m.deliveryDatePast);
  }
  if (deliveryDate > latestDeliveryDate(now)) {
    throw invalidParam(
      `Invalid parameter(s): ${field} is more than a year ahead`,
      (m) => m.deliveryDateTooFar,
    );
  }
  return deliveryDate;
};

const required = (value: string | undefined, field: string, display: Shown): string => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') throw invalidParam(`Invalid parameter(s): ${field} is required`, display);
  return trimmed;
};

/** The e-gift details of a cart line, or a 400 naming the field a shopper must fix. */
export const eGiftDetails = (gift: EGiftFields, now: Date): NonNullable<CartItem['giftCard']> => {
  const recipientName = required(gift.recipientName, FIELD.giftRecipientName, (m) => m.enterRecipientName);
  const to = required(gift.to, FIELD.giftTo, (m) => m.enterRecipientEmail);
  if (!isEmailAddress(to)) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.giftTo} is not an email address`,
      (m) => m.recipientEmailInvalid,
    );
  }
  const from = required(gift.from, FIELD.giftFrom, (m) => m.enterYourName);
  const deliveryDate = checkDeliveryDate(
    required(gift.deliveryDate, FIELD.giftDeliveryDate, (m) => m.chooseDeliveryDate),
    now,
    FIELD.giftDeliveryDate,
  );
  const message = gift.message?.trim() ?? '';
  // The contract caps lengths already; checked here too, since these rules must hold on their own.
  if (recipientName.length > NAME_MAX_LENGTH || from.length > NAME_MAX_LENGTH) {
    throw invalidParam('Invalid parameter(s): a name is longer than 25 characters', (m) => m.namesTooLong);
  }
  if (message.length > GIFT_MESSAGE_MAX_LENGTH) {
    throw invalidParam(
      `Invalid parameter(s): ${FIELD.giftMessage} is longer than 140 characters`,
      (m) => m.giftMessageTooLong,
    );
  }
  return { to, recipientName, from, message, deliveryDate };
};
