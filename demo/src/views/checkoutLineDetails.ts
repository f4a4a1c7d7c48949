import { BACKORDER_NOTE, EGIFT_SEND_HOUR_ET } from '@pc/shared/constants';
import type { EGiftDetails } from '@pc/shared/contract';
import { formatPrice, purchaseLabel } from '@pc/shared/format';
import { type Markup, m } from './markup.ts';

// What a checkout line says besides its name and cadence (spec §4, §9): an e-gift's recipient, date
// and message, and a backordered line's 'NEXT BATCH SHIPS IN 4 WEEKS'. Also the order pages' lines.

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as words, "Tuesday, December 15, 2026" (the day itself, in no time zone). */
export const dayText = (isoDate: string): string => DAY.format(new Date(`${isoDate}T00:00:00Z`));

/** spec §9 "E-gift email is sent at 8 AM Eastern on the chosen date, immediately if no date is chosen". */
export const eGiftWhenText = (deliveryDate: string): string =>
  deliveryDate
    ? `Emailed ${dayText(deliveryDate)} at ${EGIFT_SEND_HOUR_ET} AM ET`
    : 'Emailed as soon as the order is placed';

/** An e-gift's recipient, date and message (spec §3 E-gift card selection), as a short list. */
export const eGiftDetailsMarkup = (gift: EGiftDetails): Markup =>
  m(
    'ul',
    { class: 'line-gift' },
    m('li', {}, `To ${gift.recipientName} (${gift.to}), from ${gift.from}`),
    m('li', {}, eGiftWhenText(gift.deliveryDate)),
    ...(gift.message ? [m('li', {}, `Message: “${gift.message}”`)] : []),
  );

/** The details under a line's name: the e-gift's, the backorder note (spec §4). */
export const lineDetailsMarkup = (line: { eGift: EGiftDetails | null; backordered: boolean }): Markup[] => [
  ...(line.eGift ? [eGiftDetailsMarkup(line.eGift)] : []),
  ...(line.backordered ? [m('span', { class: 'line-backorder' }, BACKORDER_NOTE)] : []),
];

/** spec §2 Results "Every N Weeks"; a line bought once says so. */
export const cadenceText = purchaseLabel;

const LINE_IMAGE_PX = '64';

/** A line as checkout and the order pages list it. */
export interface ListedLine {
  name: string;
  image: string;
  quantity: number;
  cadence: number;
  lineTotal: number;
  eGift: EGiftDetails | null;
  backordered?: boolean;
}

/** One line: its picture, name, cadence and quantity, its details, its price, and its controls if any. */
export const lineMarkup = (line: ListedLine, controls?: Markup): Markup =>
  m(
    'li',
    { class: 'checkout-line' },
    // The name beside it says what it is (WCAG 1.1.1: decorative).
    m('img', { src: line.image, alt: '', width: LINE_IMAGE_PX, height: LINE_IMAGE_PX }),
    m(
      'div',
      { class: 'checkout-line-text' },
      m('span', { class: 'checkout-line-name' }, line.name),
      m(
        'span',
        { class: 'checkout-line-detail' },
        `${cadenceText(line.cadence)} · Quantity ${line.quantity}`,
      ),
      ...lineDetailsMarkup({ eGift: line.eGift, backordered: line.backordered ?? false }),
    ),
    m('span', { class: 'checkout-line-price' }, formatPrice(line.lineTotal)),
    ...(controls ? [controls] : []),
  );
