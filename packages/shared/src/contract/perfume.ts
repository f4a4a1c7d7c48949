import * as v from 'valibot';
import { ADMIN_AJAX_PATH, ajaxAnswer, defineCall } from './call.ts';

// The quiz's cologne typeahead has its own module: the quiz reaches it without the cart's calls and
// the add-to-cart form grammar (contract/cart.ts), which stay out of the quiz page's scripts
// (docs/decisions/0065).

/** spec §7 cologne typeahead: GET admin-ajax with query_perfume (response shape: docs/decisions). */
export const queryPerfume = defineCall({
  name: 'queryPerfume',
  method: 'GET',
  path: ADMIN_AJAX_PATH,
  encoding: 'query',
  action: 'query_perfume',
  request: v.object({ query_perfume: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(100)) }),
  response: ajaxAnswer(v.array(v.object({ id: v.string(), name: v.string(), brand: v.string() }))),
});
