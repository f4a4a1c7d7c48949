import type { CandleMetadata } from '@pc/shared/contract';

/** spec §2 Candle landing page: the overlay shows the address in upper case. */
export const addressInUpperCase = (address: string): string => address.toLocaleUpperCase('en-US');

/**
 * What each clip of the overlay shows, for people who cannot see it (WCAG 1.2.1: the clips are silent,
 * so a text alternative stands in for captions; docs/decisions/0029). The seeded clips are named
 * after what they show (`<url>-flame.webm`); any other clip is described by its place in the set.
 */
const CLIP_TEXT: Readonly<Record<string, string>> = {
  flame: 'The candle burning, its flame flickering in the jar.',
  pour: 'Wax being poured into the jar by hand.',
  label: 'The jar being labelled.',
  place: 'The place that inspired the scent.',
};

export interface CandleVideo {
  readonly src: string;
  /** the text alternative shown under the clip */
  readonly text: string;
}

/**
 * How much of the overlay's clips the browser fetches before the overlay opens (docs/decisions/0075):
 * nothing with the page, which the clips in a closed dialog would otherwise compete with for the
 * first view's bytes; their first frames (`metadata`) once the shopper heads for 'tap for more info'
 * (pointer, finger or focus on it, as the sanitiser's chunk, decision 0067) or the overlay is open.
 */
export const videoPreload = (wanted: boolean): 'none' | 'metadata' => (wanted ? 'metadata' : 'none');

/** spec §3 candle metadata `videos` (four), each with its text alternative. */
export function candleVideos(meta: Pick<CandleMetadata, 'videos' | 'name'>): CandleVideo[] {
  return meta.videos.map((src, index) => {
    const clip = /-([a-z]+)\.[a-z0-9]+$/i.exec(src)?.[1]?.toLowerCase() ?? '';
    return {
      src,
      text: CLIP_TEXT[clip] ?? `${meta.name}: clip ${index + 1} of ${meta.videos.length}.`,
    };
  });
}
