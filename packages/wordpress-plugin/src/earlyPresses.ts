/**
 * The plugin's early script (docs/decisions/0229): printed inline, once, just before the first of a
 * page's first views from the store, so a press on that view before the element's script has run (a
 * slow phone: the launch's CHECKOUT, the results' ADD TO CART) is recorded and replayed once the element
 * has hydrated, as the store's own pages do (decision 0126). It records on the whole document; only
 * the store's elements (`pc-…`) are held.
 */
import { recordEarlyPresses } from '@pc/shared/early-presses';

recordEarlyPresses(document);
