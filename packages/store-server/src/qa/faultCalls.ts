import {
  addBathroomModule,
  addToCart,
  captureEmail,
  checkCompatibility,
  deleteAllItemCart,
  getBathroomModule,
  getBodyWashVariation,
  getCandle,
  getCartItems,
  getColognePlayVariation,
  getCrossSell,
  getEGiftCard,
  getGiftCard,
  getPostPurchaseOptions,
  getQuiz,
  getSelf,
  postCrossSell,
  postPostPurchaseEvent,
  queryPerfume,
  saveResults,
  showProceedToCheckout,
} from '@pc/shared/contract';
import { completeQuizForm } from '../quiz/craftingForm.ts';

// Issue 44 item 2, docs/decisions/0189: the calls of spec §7 a QA session can make fail, each by its
// contract name (the key the fault hook looks a request up by), with the words of spec §7's table for
// the panel. The store's other calls (checkout, owner, QA's own) take no faults.

const call = (def: { name: string; method: string }, label: string) => ({ name: def.name, label });

export const FAULT_CALLS = [
  call(getCandle, 'GET products/candle'),
  call(getEGiftCard, 'GET products/e-gift-card'),
  call(getGiftCard, 'GET products/gift-card'),
  call(getColognePlayVariation, 'GET products/cologne_play/variations/{code}'),
  call(getBodyWashVariation, 'GET products/body_wash/variations/{code}'),
  call(getQuiz, 'GET quizzes/{quizType}'),
  call(getSelf, 'GET users/self'),
  call(getPostPurchaseOptions, 'GET post_purchase/options'),
  call(postPostPurchaseEvent, 'POST post_purchase/events'),
  call(getBathroomModule, 'GET survey_results/{id}/bathroom_module'),
  call(addBathroomModule, 'POST survey_results/{id}/bathroom_module'),
  call(saveResults, 'POST survey_results/{id} (save results)'),
  call(captureEmail, 'POST survey_results/{id} (email capture)'),
  call(checkCompatibility, 'GET survey_restrictions/compatibility'),
  call(getCrossSell, 'GET cart/cross_sell'),
  call(postCrossSell, 'POST cart/cross_sell'),
  call(getCartItems, 'GET admin-ajax get_cart_items'),
  call(deleteAllItemCart, 'POST admin-ajax delete_all_item_cart'),
  call(showProceedToCheckout, 'POST admin-ajax {product}_show_proceed_to_checkout'),
  call(addToCart, 'POST admin-ajax add-to-cart'),
  call(queryPerfume, 'GET admin-ajax query_perfume'),
  call(completeQuizForm, 'POST /crafting'),
] as const;

export type FaultCallName = (typeof FAULT_CALLS)[number]['name'];

export const FAULT_CALL_NAMES = FAULT_CALLS.map(({ name }) => name) as [FaultCallName, ...FaultCallName[]];
