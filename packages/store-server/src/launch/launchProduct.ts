import type { LaunchProduct, LaunchVariationRequest } from '@pc/shared/contract';
import { findProductBySlug, toLaunchProduct } from '../catalogue/productRepository.ts';
import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';

/**
 * spec §7 GET products/{slug}/variations/{code}: the launch product as the call answers it (stock by
 * `now`), or null when the catalogue has no such variation. The route and the page data both ask here.
 */
export const findLaunchProduct = async (
  db: Queryable,
  slug: LaunchVariationRequest['slug'],
  code: string,
  now: Date,
): Promise<LaunchProduct | null> => {
  const product = await findProductBySlug(db, slug);
  const variation = product?.variations.find((candidate) => candidate.code === code);
  return product && variation ? toLaunchProduct(product, variation, now) : null;
};

export const unknownLaunchCode = (slug: string, code: unknown) =>
  `No ${slug} variation has the code "${String(code).slice(0, 60)}".`;

/** spec §2 launch codes; an unknown code is a missing resource (404), not a malformed request. */
export const launchProduct = async (
  db: Queryable,
  slug: LaunchVariationRequest['slug'],
  code: string,
  now: Date,
): Promise<LaunchProduct> => {
  const launch = await findLaunchProduct(db, slug, code, now);
  if (!launch) throw new RestHttpError(404, 'pc_unknown_product_code', unknownLaunchCode(slug, code));
  return launch;
};
