/**
 * "Gift card ending WXYZ": how a card is named (never its whole code), in the checkout frame's words
 * (`m`, the `frames` catalog's `giftCardName`): the checkout's frame and its script.
 */
export const cardName = (last4: string, m: { giftCardName: (d: { last4: string }) => string }): string =>
  m.giftCardName({ last4 });
