import { describe, expect, it } from 'vitest';
import { nextSnap, ratingLabel, ratingStars, reviewsAtSnap, reviewsStatus } from './reviews.ts';

describe('reviewsAtSnap and reviewsStatus (the carousel announces the reviews in view)', () => {
  it.each([
    // one review per view: as many snaps as reviews
    [0, 3, 3, 'Review 1 of 3'],
    [2, 3, 3, 'Review 3 of 3'],
    // two per view: 3 reviews, 2 snaps
    [0, 2, 3, 'Reviews 1 to 2 of 3'],
    [1, 2, 3, 'Reviews 2 to 3 of 3'],
    // all in view: one snap
    [0, 1, 3, 'Reviews 1 to 3 of 3'],
    [0, 1, 1, 'Review 1 of 1'],
  ])('snap %d of %d snaps, %d reviews → %s', (snap, snapCount, total, status) => {
    expect(reviewsStatus(reviewsAtSnap(snap, snapCount, total), total)).toBe(status);
  });

  it('says nothing without reviews', () => {
    expect(reviewsStatus(reviewsAtSnap(0, 0, 0), 0)).toBe('');
    expect(reviewsStatus([], 3)).toBe('');
  });
});

describe('nextSnap (previous/next wrap at both ends)', () => {
  it.each([
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [1, 3, -1, 0],
    [0, 1, 1, 0],
    [0, 0, 1, 0],
  ] as const)('from %d of %d by %d → %d', (current, count, step, expected) => {
    expect(nextSnap(current, count, step)).toBe(expected);
  });
});

describe('ratingLabel and ratingStars', () => {
  it.each([
    [5, 'Rated 5 out of 5', '★★★★★'],
    [4, 'Rated 4 out of 5', '★★★★☆'],
    [4.6, 'Rated 5 out of 5', '★★★★★'],
    [7, 'Rated 5 out of 5', '★★★★★'],
    [-1, 'Rated 0 out of 5', '☆☆☆☆☆'],
    [Number.NaN, 'Rated 0 out of 5', '☆☆☆☆☆'],
  ])('%d → %s, %s', (rating, label, stars) => {
    expect(ratingLabel(rating)).toBe(label);
    expect(ratingStars(rating)).toBe(stars);
  });
});
