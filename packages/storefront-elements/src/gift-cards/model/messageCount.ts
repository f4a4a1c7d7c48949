import { GIFT_MESSAGE_MAX_LENGTH } from '@pc/shared/constants';
import type { GiftCardsMessages } from '../messages/index.ts';

/** spec §5 gift message: characters left of 140 (UTF-16 units, as the field's maxLength and the server count). */
export function charactersLeft(message: string): number {
  return Math.max(0, GIFT_MESSAGE_MAX_LENGTH - message.length);
}

/** The count as the page shows and announces it. */
export function charactersLeftText(message: string, m: GiftCardsMessages): string {
  return m.charactersLeft({ count: charactersLeft(message) });
}
