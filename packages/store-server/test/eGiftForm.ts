/** The seeded e-gift card (seed/giftCards.ts) and its $75 variation. */
export const E_GIFT = 401;
export const E_GIFT_75 = 40103;

/**
 * The add-to-cart form of a $75 e-gift for Alex from Sam, delivered on `deliveryDate` (YYYY-MM-DD):
 * the clock-dated cart line the server tests move the QA clock around (decisions 0042, 0053).
 */
export const eGiftForm = (deliveryDate: string) => ({
  quantity: '1',
  'add-to-cart': String(E_GIFT),
  variation_id: String(E_GIFT_75),
  pw_gift_card_to: 'alex@example.com',
  pw_gift_card_recipient_name: 'Alex',
  pw_gift_card_from: 'Sam',
  pw_gift_card_message: '',
  pw_gift_card_delivery_date: deliveryDate,
});
