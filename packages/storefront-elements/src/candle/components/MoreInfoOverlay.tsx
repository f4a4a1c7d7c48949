import { assetUrl, Dialog, useLazyChunk } from '@pc/shared';
import type { CandleMetadata } from '@pc/shared/contract';
import { useMemo, useState } from 'react';
import { sanitizerChunk } from '../behaviour/sanitizerChunk.ts';
import { addressInUpperCase, candleVideos, videoPreload } from '../model/overlay.ts';

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
  const description = useSanitized(meta.full_description, open);
  return (
    <Dialog open={open} title={meta.name} onCancel={onClose} closeLabel="Close" className="overlay">
      <div className="overlay__body" part="overlay">
        <p className="overlay__subtitle">{meta.title}</p>
        <div className="overlay__videos">
          {candleVideos(meta).map((video) => (
            <figure key={video.src} className="overlay__video">
              {/* Silent clips, muted, never playing by themselves; the caption is their text alternative. */}
              {/* The store's clip, also on a page of another origin (assetUrl: apiRoot). */}
              <video
                src={assetUrl(video.src)}
                muted
                playsInline
                loop
                controls
                preload={videoPreload(videosWanted || open)}
              />
              <figcaption>{video.text}</figcaption>
            </figure>
          ))}
        </div>
        <h3 className="overlay__heading">Notes</h3>
        <p className="overlay__notes">{meta.notes}</p>
        <h3 className="overlay__heading">About this candle</h3>
        {description === null ? (
          <p className="overlay__description overlay__description--loading" aria-busy="true" />
        ) : (
          // Sanitised with DOMPurify (behaviour/candleSanitizer.ts) before it is set.
          <div className="overlay__description" dangerouslySetInnerHTML={{ __html: description }} />
        )}
        <p className="overlay__footer">{meta.footer}</p>
        <address className="overlay__address">{addressInUpperCase(meta.address)}</address>
      </div>
    </Dialog>
  );
}

/**
 * The sanitised HTML once the sanitiser's chunk is here: at once when it was loaded before the overlay
 * opened (behaviour/sanitizerChunk.ts), else as soon as it arrives; '' when it cannot load. The
 * sanitiser is read once the overlay has opened, never in the first render (hydration matches).
 */
function useSanitized(html: string, open: boolean): TrustedHTML | string | null {
  const [failed, setFailed] = useState(false);
  const sanitize = useLazyChunk(sanitizerChunk, open, { keep: true, onFailure: () => setFailed(true) });
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  return clean ?? (failed ? '' : null);
}
