import { describe, expect, it } from 'vitest';
import { PRODUCT_CONTENT } from './productContent.ts';

// spec §2 Results 'more info': 'Your Product Is' shows madeWo (spec §3), so it must read as what the
// product is: "Free of …", never the bare list of what it is made without, read as if it held them.
describe("'Your Product Is' reads true", () => {
  it.each(Object.entries(PRODUCT_CONTENT).filter(([, content]) => content.madeWo !== ''))(
    '%s',
    (_slug, { madeWo }) => {
      expect(madeWo).toMatch(/^(Free of|Made without) [a-z]/);
    },
  );
});
