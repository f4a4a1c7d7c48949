import type { ReactNode } from 'react';

export interface LiveRegionProps {
  /** The message to announce; render the region before the message arrives so it is announced. */
  children?: ReactNode;
  /** Announce without showing (the message is shown elsewhere, or only matters to screen readers). */
  visuallyHidden?: boolean;
  className?: string;
}

/**
 * A polite status message (spec §2 'Item added to cart.', 'THANK YOU!', 'Invalid Email'). Keep it
 * mounted and change its content: screen readers announce changes, not regions that appear.
 */
export function LiveRegion({ children, visuallyHidden = false, className }: LiveRegionProps) {
  const classes = [visuallyHidden ? 'pc-visually-hidden' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={classes || undefined}>
      {children}
    </div>
  );
}
