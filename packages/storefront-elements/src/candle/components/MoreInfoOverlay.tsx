import { assetUrl, DismissibleDialog, useLazyChunk, useMessages } from '@pc/shared';
import type { CandleMetadata } from '@pc/shared/contract';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { sanitizerChunk } from '../behaviour/sanitizerChunk.ts';
import { candleMessages } from '../messages/index.ts';
import { addressInUpperCase, candleVideos, clipText, videoPreload } from '../model/overlay.ts';

export interface MoreInfoOverlayProps {
  readonly open: boolean;
  readonly meta: CandleMetadata;
  /** the shopper has headed for the overlay: its clips' first frames load (model/overlay.ts videoPreload) */
  readonly videosWanted: boolean;
  onClose(): void;
}

/**
 * spec §2 Candle landing page: the 'tap for more info' overlay with the full candle content: the four
 * videos, the notes, the full description (CMS HTML, sanitised), the footer and the address in upper
 * case; a close control. A modal dialog (the shared Dialog: focus inside, returned on close) that
 * slides in and out over about 500 ms (spec §4, §9), at once under prefers-reduced-motion (styles.css).
 */
export function MoreInfoOverlay({ open, meta, videosWanted, onClose }: MoreInfoOverlayProps) {
  const m = useMessages(candleMessages);
  // Sanitised as the shopper heads for it (videosWanted: a pointer or the focus on the button), so the
  // click that opens it has only to show it (docs/decisions/0200: the longest interaction at 4× CPU).
  const description = useSanitized(meta.full_description, open || videosWanted);
  const controls = useAfterOpenPainted(open);
  const videos = useRef<HTMLDivElement>(null);
  usePlayersStyledEarly(videos, videosWanted && !open);
  return (
    <DismissibleDialog
      open={open}
      title={meta.name}
      onCancel={onClose}
      closeLabel={m.close}
      className="overlay"
    >
      <div className="overlay__body" part="overlay">
        <p className="overlay__subtitle">{meta.title}</p>
        <div className="overlay__videos" ref={videos}>
          {/* The players exist once the shopper heads for the overlay, and stay in place after: a next
              candle changes their clips, it does not build four new players (docs/decisions/0207). */}
          {(videosWanted || open ? candleVideos(meta) : []).map((video, index) => (
            <figure key={index} className="overlay__video">
              {/* Silent clips, muted, never playing by themselves; the caption is their text alternative. */}
              {/* The store's clip, also on a page of another origin (assetUrl: apiRoot). */}
              <video
                src={assetUrl(video.src)}
                muted
                playsInline
                loop
                // The players' controls come a frame after the overlay first shows: building four of
                // them was most of the click that opens it at a phone's speed (docs/decisions/0200).
                controls={controls}
                preload={videoPreload(videosWanted || open)}
              />
              <figcaption>{clipText(m, meta.name, video)}</figcaption>
            </figure>
          ))}
        </div>
        <h3 className="overlay__heading">{m.notes}</h3>
        <p className="overlay__notes">{meta.notes}</p>
        <h3 className="overlay__heading">{m.about}</h3>
        {description === null ? (
          <p className="overlay__description overlay__description--loading" aria-busy="true" />
        ) : (
          // Sanitised with DOMPurify (behaviour/candleSanitizer.ts) before it is set.
          <div className="overlay__description" dangerouslySetInnerHTML={{ __html: description }} />
        )}
        <p className="overlay__footer">{meta.footer}</p>
        <address className="overlay__address">{addressInUpperCase(meta.address)}</address>
      </div>
    </DismissibleDialog>
  );
}

/**
 * False until the overlay has first been shown and painted (a frame, then a task), true from then on:
 * what can wait for the opening click's paint waits for it.
 */
function useAfterOpenPainted(open: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!open || painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open, painted]);
  return painted;
}

/**
 * Chromium styles a `<video>` with a stylesheet of its own, parsed the first time a player is styled;
 * in the closed dialog (not rendered) that was in the click that opens it: a fifth of that click at a
 * phone's speed (decision 0225). Asking one player's style as the shopper heads for the overlay
 * (`ready`) has it parsed then.
 */
function usePlayersStyledEarly(videos: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    const player = ready ? videos.current?.querySelector('video') : null;
    if (player) getComputedStyle(player).getPropertyValue('display');
  }, [videos, ready]);
}

/**
 * The sanitised HTML once it is `wanted` (the overlay open, or the shopper heading for it) and the
 * sanitiser's chunk is here: at once when it was loaded before (behaviour/sanitizerChunk.ts), else as
 * soon as it arrives; '' when it cannot load. Never in the first render (hydration matches).
 */
function useSanitized(html: string, wanted: boolean): TrustedHTML | string | null {
  const [failed, setFailed] = useState(false);
  const sanitize = useLazyChunk(sanitizerChunk, wanted, { keep: true, onFailure: () => setFailed(true) });
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  return clean ?? (failed ? '' : null);
}
