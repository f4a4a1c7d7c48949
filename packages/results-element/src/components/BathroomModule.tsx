import { LiveRegion, useMessages, usePrice } from '@pc/shared';
import { FREE_SHIPPING_SPEND } from '@pc/shared/free-shipping';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { preloadTailoredAdd } from '../behaviour/actionsChunk.ts';
import { resultsMessages } from '../messages/index.ts';
import type { BathroomPrices } from '../model/bathroomModule.ts';

export interface BathroomModuleProps {
  heading: string;
  /** The module's products: image, and the name when the results state knows it (else ''). */
  images: readonly { src: string; name: string }[];
  prices: BathroomPrices | null;
  freeShippingNote: boolean;
  checkingOut: boolean;
  error: string | null;
  onCheckout(): void;
}

/**
 * Compact once the module has scrolled out of view above (spec §2 "It collapses when the page is
 * scrolled past the top"): a sentinel after the module is watched, since the module itself is then
 * fixed to the top. Out of the flow, the module leaves its place holding the full module's height, so
 * nothing below it moves and the sentinel stays where it was, above the view; it stays compact until
 * the shopper scrolls back up to it (docs/decisions/0134). Answers the sentinel, the place, and the
 * full module's height while it is compact (null while it is not).
 */
function useScrolledPast(): [
  RefObject<HTMLDivElement | null>,
  RefObject<HTMLDivElement | null>,
  number | null,
] {
  const sentinel = useRef<HTMLDivElement>(null);
  const place = useRef<HTMLDivElement>(null);
  const [held, setHeld] = useState<number | null>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far below the view, so a jump from below the view to above it (a link to a
    // card, a restored scroll) is a change the observer reports too.
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const top = entry.rootBounds?.top ?? 0;
        const past = !entry.isIntersecting && entry.boundingClientRect.top < top;
        // Measured while the module is still in its place: the browser's scroll anchoring did not keep
        // the page still as it left (Firefox, whose anchor is not in our shadow tree; WebKit has none).
        const full = place.current?.offsetHeight ?? 0;
        setHeld((kept) => (past ? (kept ?? full) : null));
      },
      { rootMargin: '0px 0px 100000px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [sentinel, place, held];
}

/**
 * spec §2 Results "Bathroom module": '{name} Essentials', the products, the struck-through original
 * price and the discounted price in the CHECKOUT button, 'SMART REPLENISHMENTS. CANCEL ANYTIME.',
 * MORE INFO + / CLOSE details, and the free-shipping note when enabled.
 * @csspart bathroom-module - the module
 */
export function BathroomModule(props: BathroomModuleProps) {
  const { heading, images, prices, checkingOut, error } = props;
  const m = useMessages(resultsMessages);
  const money = usePrice();
  const [sentinel, place, held] = useScrolledPast();
  const compact = held !== null;
  const [open, setOpen] = useState(false);
  const id = useId();
  const details = open && !compact;

  return (
    <>
      <div ref={place} className="bathroom__place" style={compact ? { minBlockSize: held } : undefined}>
        <section
          className={compact ? 'bathroom bathroom--compact' : 'bathroom'}
          part="bathroom-module"
          aria-labelledby={`${id}-title`}
        >
          <h2 id={`${id}-title`} className="bathroom__title">
            {heading}
          </h2>
          {compact ? null : (
            <ul className="bathroom__products">
              {images.map((image, index) => (
                <li key={index}>
                  {/* Square like the product images (400×400) and the box the stylesheet draws. */}
                  <img
                    src={image.src}
                    alt={image.name}
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className="button button--primary bathroom__checkout"
            aria-disabled={checkingOut}
            // The add's code, and the modals' chunk for a cart conflict's overlay (behaviour/actionsChunk.ts).
            onPointerEnter={preloadTailoredAdd}
            onTouchStart={preloadTailoredAdd}
            onFocus={preloadTailoredAdd}
            onClick={props.onCheckout}
          >
            {m.bathroomCheckout}
            {prices ? (
              <>
                {prices.original !== prices.discounted ? (
                  <s className="bathroom__original">
                    <span className="pc-visually-hidden">{`${m.originalPrice} `}</span>
                    {money(prices.original)}
                  </s>
                ) : null}
                <span className="bathroom__price">
                  <span className="pc-visually-hidden">{`${m.nowPrice} `}</span>
                  {money(prices.discounted)}
                </span>
              </>
            ) : null}
          </button>
          <LiveRegion className="field-error">{error}</LiveRegion>
          {compact ? null : (
            <>
              <p className="bathroom__tagline">{m.bathroomTagline}</p>
              <button
                type="button"
                className="text-button"
                aria-expanded={details}
                aria-controls={details ? `${id}-details` : undefined}
                onClick={() => setOpen(!open)}
              >
                {details ? m.bathroomClose : m.bathroomMore}
              </button>
              {details ? (
                <p id={`${id}-details`} className="bathroom__details">
                  {m.bathroomDetails}
                </p>
              ) : null}
              {props.freeShippingNote ? (
                <p className="note">{m.freeShippingNote({ spend: money(FREE_SHIPPING_SPEND) })}</p>
              ) : null}
            </>
          )}
        </section>
      </div>
      <div ref={sentinel} className="bathroom__sentinel" aria-hidden="true" />
    </>
  );
}
