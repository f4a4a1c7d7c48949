import { describe, expect, it } from 'vitest';
import { addressInUpperCase, candleVideos, videoPreload } from './overlay.ts';

describe('the overlay content (spec §2 Candle landing page)', () => {
  it('writes the address in upper case', () => {
    expect(addressInUpperCase('Norðurljósavegur 9, 240 Grindavík, Iceland')).toBe(
      'NORÐURLJÓSAVEGUR 9, 240 GRINDAVÍK, ICELAND',
    );
  });

  it('gives each of the four clips a text alternative', () => {
    const videos = candleVideos({
      name: 'Big Sur',
      videos: [
        '/assets/candles/videos/big-sur-flame.webm',
        '/assets/candles/videos/big-sur-pour.webm',
        '/assets/candles/videos/big-sur-label.webm',
        '/assets/candles/videos/big-sur-place.webm',
      ],
    });
    expect(videos.map((video) => video.text)).toEqual([
      'The candle burning, its flame flickering in the jar.',
      'Wax being poured into the jar by hand.',
      'The jar being labelled.',
      'The place that inspired the scent.',
    ]);
  });

  it('describes a clip it does not know by its place in the set', () => {
    expect(candleVideos({ name: 'Oia', videos: ['/a.mp4', '/b-sunset.webm'] }).map((v) => v.text)).toEqual([
      'Oia: clip 1 of 2.',
      'Oia: clip 2 of 2.',
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
