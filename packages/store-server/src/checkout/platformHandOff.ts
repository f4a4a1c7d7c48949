import { randomBytes } from 'node:crypto';
import type { CartItem } from '@pc/shared/contract';
import { listCart } from '../cart/cartRepository.ts';
import { lineImages } from '../cart/lineImages.ts';
import type { Db } from '../db/db.ts';
import { invalidParam } from '../http/errors.ts';
import { ensureSession } from '../session/sessionRepository.ts';
import { platformCartUrl } from './platformCartLink.ts';
import type { PlatformSettings } from './platformSettings.ts';

// docs/decisions/0144: the store's checkout hand-off. The session's cart is kept as it was sent
// (platform_checkouts) under a fresh random reference, and the shopper goes to the platform's
// checkout with it; the platform's paid order names the reference, which names the session and the
// e-gift details the platform does not carry (checkout/paidOrderRecord.ts).

/** A cart line as it was handed off, with its image (the order's lines show it). */
export interface HandedOffCartLine extends CartItem {
  image: string;
}

/** A hand-off reference: 16 random bytes in base64url, 22 characters. */
export const HAND_OFF_REF = /^[A-Za-z0-9_-]{22}$/;

/** Keeps the session's cart under a new reference and answers the platform's checkout link for it. */
export const handOffToPlatform = (
  db: Db,
  settings: PlatformSettings,
  sessionId: string,
): Promise<{ ref: string; url: string }> =>
  db.transaction(async (tx) => {
    await ensureSession(tx, sessionId);
    const { items } = await listCart(tx, sessionId);
    if (items.length === 0) throw invalidParam('The cart is empty', (m) => m.emptyCart);
    const images = await lineImages(tx, items);
    const lines: HandedOffCartLine[] = items.map((item) => ({ ...item, image: images.get(item.key) ?? '' }));
    const ref = randomBytes(16).toString('base64url');
    await tx.query(
      'INSERT INTO platform_checkouts (ref, session_id, platform, lines) VALUES ($1, $2, $3, $4::text::jsonb)',
      [ref, sessionId, settings.platform, JSON.stringify(lines)],
    );
    return { ref, url: platformCartUrl(settings.platform, settings.url, items, ref) };
  });
