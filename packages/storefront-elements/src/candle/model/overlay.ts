import type { CandleMetadata } from '@pc/shared/contract';
import type { CandleMessages } from '../messages/index.ts';

/** spec §2 Candle landing page: the overlay shows the address in upper case. */
export const addressInUpperCase = (address: string): string => address.toLocaleUpperCase('en-US');

/**
 * What a clip of the overlay shows, for people who cannot see it (WCAG 1.2.1: the clips are silent,
 * so a text alternative stands in for captions; docs/decisions/0029). The seeded clips are named
 * after what they show (`<url>-flame.webm`), each kind with its text (messages `clipFlame`, …); any
 * other clip is described by its place in the set (`clipOther`).
 */
export const CLIP_KINDS = ['flame', 'pour', 'label', 'place'] as const;
export type ClipKind = (typeof CLIP_KINDS)[number];

export interface CandleVideo {
  readonly src: string;
  /** what the clip shows, by its file name; null for a clip of another name */
  readonly kind: ClipKind | null;
  /** its place in the set, from 1, and the set's size: what describes a clip of another name */
  readonly number: number;
  readonly count: number;
}

/**
 * How much of the overlay's clips the browser fetches before the overlay opens (docs/decisions/0075):
 * nothing with the page, which the clips in a closed dialog would otherwise compete with for the
 * first view's bytes; their first frames (`metadata`) once the shopper heads for 'tap for more info'
 * (pointer, finger or focus on it, as the sanitiser's chunk, decision 0067) or the overlay is open.
 */
export const videoPreload = (wanted: boolean): 'none' | 'metadata' => (wanted ? 'metadata' : 'none');

/** spec §3 candle metadata `videos` (four), each with what its text alternative says. */
export function candleVideos(meta: Pick<CandleMetadata, 'videos'>): CandleVideo[] {
  return meta.videos.map((src, index) => {
    const clip = /-([a-z]+)\.[a-z0-9]+$/i.exec(src)?.[1]?.toLowerCase() ?? '';
    const kind = (CLIP_KINDS as readonly string[]).includes(clip) ? (clip as ClipKind) : null;
    return { src, kind, number: index + 1, count: meta.videos.length };
  });
}

/** Each kind of clip's text alternative: its message. */
const CLIP_TEXTS = {
  flame: 'clipFlame',
  pour: 'clipPour',
  label: 'clipLabel',
  place: 'clipPlace',
} as const satisfies Record<ClipKind, keyof CandleMessages>;

/** A clip's text alternative, in `m`'s words: what its kind shows, else the candle's name and the clip's place in the set. */
export const clipText = (m: CandleMessages, name: string, { kind, number, count }: CandleVideo): string =>
  kind ? m[CLIP_TEXTS[kind]] : m.clipOther({ name, number, count });
