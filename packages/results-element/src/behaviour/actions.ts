// What the results page runs once the shopper acts, a chunk of its own loaded on the shopper's way
// (behaviour/actionsChunk.ts, docs/decisions/0067): spec §4 Results "Add to cart" (the compatibility
// check, the lines one press sends and their spec §7 'Product Added', the single-survey overlay's
// answers), the bathroom module's add (spec §7 bathroom_module POST), the email capture's and
// save-results' sends (spec §5, spec §7 survey_results, spec §8), the navigation row's move to a card,
// and the views that show only after one of them, with their texts. What the first view reads (what is
// busy, failed, open) stays in state/cart.ts, state/bathroom.ts and state/email.ts, which call these
// once the chunk is here.
export { AddedMessage } from '../components/AddedMessage.tsx';
export { ProceedBanner } from '../components/ProceedBanner.tsx';
export { actionTexts } from '../messages/actions/index.ts';
export { addCard, checkoutModule, resolveConflict } from '../state/cartActions.ts';
export { sendSave, submitCapture } from '../state/emailActions.ts';
export { goToCard } from './goToCard.ts';
