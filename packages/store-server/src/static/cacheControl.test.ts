import { describe, expect, it } from 'vitest';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cacheControl.ts';

// docs/decisions/0022: hashed files a year, stable element URLs revalidated.

describe('cacheControlFor', () => {
  it.each([
    // the stable URLs CMS authors write into their pages
    ['elements', 'pc-quiz.js', REVALIDATE],
    ['elements', 'pc-post-purchase-survey.js', REVALIDATE],
    ['elements', 'all.js', REVALIDATE],
    // a tag whose last word has eight letters is still an entry, not a hash
    ['elements', 'pc-checkout.js', REVALIDATE],
    // the versioned copies of the entries (docs/decisions/0108): a version never changes
    ['elements', 'v1.0.0/pc-quiz.js', IMMUTABLE],
    ['elements', 'v1.2.10/all.js', IMMUTABLE],
    ['elements', 'v1.0.0/pc-elements.css', IMMUTABLE],
    ['elements', 'vendor/pc-quiz.js', REVALIDATE],
    // the package as npm's tarball (docs/decisions/0186): named by its version
    ['elements', 'pc-elements-1.0.0.tgz', IMMUTABLE],
    ['elements', 'pc-elements-2.0.0-rc.1.tgz', IMMUTABLE],
    ['elements', 'pc-elements.tgz', REVALIDATE],
    // the hashed chunks the entries import, and hashed stylesheets
    ['elements', 'runtime-GeXaiseG.js', IMMUTABLE],
    ['elements', 'shared-NecucI_W.js', IMMUTABLE],
    ['elements', 'search-a-b_C1d2.js', IMMUTABLE],
    ['elements', 'pc-quiz-DGosQDfN.css', IMMUTABLE],
    // images the build draws (docs/decisions/0060)
    ['elements', 'candle-land-TeRDGykB.svg', IMMUTABLE],
    // the demo's hashed assets; anything else revalidates
    ['demo', 'assets/index-8BHTAT1G.js', IMMUTABLE],
    ['demo', 'assets/index-DGosQDfN.css', IMMUTABLE],
    ['demo', 'index.html', REVALIDATE],
    ['demo', 'assets/logo.svg', REVALIDATE],
    ['elements', 'runtime.js', REVALIDATE],
    ['elements', 'runtime-short.js', REVALIDATE],
  ] as const)('%s/%s → %s', (folder, file, cacheControl) => {
    expect(cacheControlFor(folder, file)).toBe(cacheControl);
  });

  it('keeps hashed files a year and stable ones five minutes', () => {
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    expect(REVALIDATE).toBe('public, max-age=300, must-revalidate');
  });
});
