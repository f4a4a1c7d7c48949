/**
 * The early script (docs/decisions/0229): `npm run build` makes it one classic script,
 * dist/elements/early-presses.js, which the store's pages (pages/demoPage.ts) and the WordPress plugin
 * (before a post's first first view) print inline, so it runs as the page is parsed: a press on a
 * first view before any of the page's scripts has arrived (a slow phone: the launch's CHECKOUT, the
 * results' ADD TO CART) is recorded and replayed once the element has hydrated (decision 0126). It
 * records on the whole document; only the store's elements (`pc-…`) are held.
 */
import { recordEarlyPresses } from './earlyPresses.ts';

recordEarlyPresses(document);
