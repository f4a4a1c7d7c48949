/** "Gift card ending WXYZ": how a card is named (never its whole code); the checkout's frame and its script. */
export const cardName = (last4: string): string => `Gift card ending ${last4}`;
