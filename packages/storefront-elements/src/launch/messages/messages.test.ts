import { describe, expect, it } from 'vitest';
import { reviewsStatus } from '../model/reviews.ts';
import en from './en-US.ts';
import es from './es-US.ts';

// The launch page's catalogs (docs/decisions/0210): en-US is the words the page has always said (spec
// §2 Launch page, §8's 'Something went wrong, please try again'; decision 0034 where the spec is
// silent); es-US says the same. The buy button's and the footer note's words (spec §4) are @pc/shared's.
describe('en-US (spec §2, §8 and decision 0034, verbatim)', () => {
  it.each([
    [en.aboutHeading({ title: 'Green & Airy' }), 'About Green & Airy'],
    [en.reviewsHeading, 'What customers say'],
    [en.scentNotesHeading, 'Scent notes'],
    [en.ingredientsHeading, 'Key ingredients'],
    [en.perfumerHeading, 'Meet the perfumer'],
    [en.footerHeading, 'Get yours'],
    [en.topNotes, 'Top'],
    [en.heartNotes, 'Heart'],
    [en.baseNotes, 'Base'],
    [en.reviewsRegion, 'Customer reviews'],
    [en.carouselRole, 'carousel'],
    [en.slideRole, 'slide'],
    [en.reviewsTrack, 'Reviews'],
    [en.previousReview, 'Previous review'],
    [en.nextReview, 'Next review'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('the messages with arguments, in both locales', () => {
  it.each([
    [en.aboutHeading({ title: 'Green & Airy' }), 'About Green & Airy'],
    [es.aboutHeading({ title: 'Green & Airy' }), 'Acerca de Green & Airy'],
    [en.slideLabel({ position: 2, total: 3 }), '2 of 3'],
    [es.slideLabel({ position: 2, total: 3 }), '2 de 3'],
    [en.rating({ stars: 4 }), 'Rated 4 out of 5'],
    [es.rating({ stars: 4 }), 'Calificación: 4 de 5'],
    [en.rating({ stars: 1 }), 'Rated 1 out of 5'],
    [es.rating({ stars: 1 }), 'Calificación: 1 de 5'],
  ])('%j', (text, expected) => {
    expect(text).toBe(expected);
  });

  // What the carousel announces after a move: one review in view, or a range of them.
  it.each([
    [[0], 3, 'Review 1 of 3', 'Reseña 1 de 3'],
    [[2], 3, 'Review 3 of 3', 'Reseña 3 de 3'],
    [[0], 1, 'Review 1 of 1', 'Reseña 1 de 1'],
    [[1, 2], 3, 'Reviews 2 to 3 of 3', 'Reseñas 2 a 3 de 3'],
    [[0, 1, 2], 3, 'Reviews 1 to 3 of 3', 'Reseñas 1 a 3 de 3'],
  ])('%j of %i: %j, %j', (inView, total, english, spanish) => {
    expect(reviewsStatus(inView, total, en)).toBe(english);
    expect(reviewsStatus(inView, total, es)).toBe(spanish);
  });
});
