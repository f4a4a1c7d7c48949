import { describe, expect, it } from 'vitest';
import en from '../messages/en-US.ts';
import es from '../messages/es-US.ts';
import { addressInUpperCase, candleVideos, clipText, videoPreload } from './overlay.ts';

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

  // The text alternative each clip gets, in the element's locale (docs/decisions/0210).
  it.each([
    [
      '/v/big-sur-flame.webm',
      'The candle burning, its flame flickering in the jar.',
      'La vela encendida, con su llama titilando en el frasco.',
    ],
    ['/v/b-sunset.webm', 'Oia: clip 2 of 2.', 'Oia: video 2 de 2.'],
  ])('says what %s shows', (src, english, spanish) => {
    const [, video] = candleVideos({ videos: ['/a.mp4', src] });
    expect(clipText(en, 'Oia', video!)).toBe(english);
    expect(clipText(es, 'Oia', video!)).toBe(spanish);
  });
});
