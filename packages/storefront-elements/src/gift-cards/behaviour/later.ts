// The gift card page's later code (behaviour/laterChunk.ts): what it shows or does only once the
// shopper acts, never in its first view, server-rendered or not (docs/decisions/0136).
export { shopMessages } from '@pc/shared';
// spec §2 "Physical view: cards for all variations": shown once the shopper switches to it.
export { PhysicalCards } from '../components/PhysicalCards.tsx';
// spec §4 'SOLD OUT': said of a selection, which the first view does not have.
export { SoldOut } from '../components/SoldOut.tsx';
// Its texts, fetched in the page's locale before the chunk counts as arrived (laterChunk.ts).
export { laterMessages } from '../messages/later/index.ts';
// spec §9 send time in the shopper's own time: the note of a chosen date, the FAQ's hidden answer
// (the store's FAQ with that answer in the element's words).
export { giftCardFaq } from '../model/giftCardFaq.ts';
// spec §3, §4: what the shopper's entries and picks select; the first view selects nothing.
export { eGiftSelection, physicalSelection } from '../model/selections.ts';
export { localSendTime, sendTimeNote, shopperZone } from '../model/sendTime.ts';
// spec §4 "Buying: add to cart": CHECKOUT is enabled only for a selection.
export { addGiftCard } from '../state/addGiftCard.ts';
// spec §4: pc-gift-card-select for each change of the selection.
export { announceSelection } from './selectionEvent.ts';
