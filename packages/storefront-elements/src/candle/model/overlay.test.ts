import { describe, expect, it } from 'vitest';
import { addressInUpperCase, candleVideos, videoPreload } from './overlay.ts';

describe('the overlay content (spec §2 Candle landing page)', () => {
  it('writes the address in upper case', () => {
    expect(addressInUpperCase('Norðurljósavegur 9, 240 Grindavík, Iceland')).toBe(
      'NORÐURLJÓSAVEGUR 9, 240 GRINDAVÍK, ICELAND',
    );
  });

  it('knows what each of the four seeded clips shows, by its file name', () => {
    const videos = candleVideos({
      videos: [
        '/assets/candles/videos/big-sur-flame.webm',
        '/assets/candles/videos/big-sur-pour.webm',
        '/assets/candles/videos/big-sur-label.webm',
        '/assets/candles/videos/big-sur-place.webm',
      ],
    });
    expect(videos.map((video) => video.kind)).toEqual(['flame', 'pour', 'label', 'place']);
  });

  it('gives a clip it does not know its place in the set', () => {
    expect(candleVideos({ videos: ['/a.mp4', '/b-sunset.webm'] })).toEqual([
      { src: '/a.mp4', kind: null, number: 1, count: 2 },
      { src: '/b-sunset.webm', kind: null, number: 2, count: 2 },
    ]);
  });

  // docs/decisions/0075: the clips of a closed overlay fetch nothing with the page.
  it.each([
    [false, 'none'],
    [true, 'metadata'],
  ] as const)(
    'preloads the clips when the shopper has headed for the overlay (%s): %s',
    (wanted, preload) => {
      expect(videoPreload(wanted)).toBe(preload);
    },
  );
});
