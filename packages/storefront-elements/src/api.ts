// /elements/api.js: the element library's call client for a page that hosts its elements
// (docs/decisions/0073). A host page that talks to the store itself (the demo's checkout frame:
// PLACE ORDER, the cart re-read) imports these from the elements' own build instead of bundling a
// second call client: they come from the hashed shared chunks the page's elements already load, so
// the nonce and the cart channel are the page's one instance (design.md "State"). A host defines its
// own calls with `defineCall` and the schema builders below (valibot's, as the contract uses them).
// An entry of the element build with a stable URL and stable export names; it holds nothing of its
// own but `window.pc.cart` (cartApi.ts), which it installs. The demo's build keeps it external
// (scripts/build/demoBuild.ts).

import { installCartApi } from './cartApi.ts';

export {
  ApiError,
  CART_CHANNEL,
  callApi,
  PcCartChangeEvent,
  placeOrder,
  setCartItemQuantity,
} from '@pc/shared/api';
export { defineCall, NoParams } from '@pc/shared/contract';
export {
  array,
  boolean,
  maxLength,
  minLength,
  nullable,
  number,
  object,
  optional,
  picklist,
  pipe,
  regex,
  string,
  trim,
} from 'valibot';
export { CART_FAILED_MESSAGE, type CartAddition, cart, type PcCartApi, PcCartError } from './cartApi.ts';

installCartApi();
