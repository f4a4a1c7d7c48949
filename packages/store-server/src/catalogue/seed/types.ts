import type { StockStatus } from '@pc/shared/contract';

/** One variation as the seed writes it (spec §3 Variation, plus the bundle form's attributes). */
export interface SeedVariation {
  id: number;
  code: string;
  name: string;
  sku: string;
  price: number;
  subscriptionPrice: number | null;
  description: string;
  fullDescription: string;
  image: string;
  stockStatus: StockStatus;
  attributes: Record<string, string>;
  metadata: Record<string, unknown>;
}

/** One item of a set: the bundle form names it by `id` (spec §7 bundle_*_{itemId}). */
export interface SeedBundleItem {
  id: number;
  productId: number;
  attribute: string;
  defaultVariationId: number;
  isPromo: boolean;
}

export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: string;
  kind: 'variable' | 'bundle' | 'e_gift_card';
  price: number;
  subscriptionPrice: number | null;
  defaultCadence: number | null;
  images: string[];
  metadata: Record<string, unknown>;
  variations: SeedVariation[];
  bundleItems: SeedBundleItem[];
}

/** Images and videos are files of packages/store-server/assets, served at /assets/. */
export const asset = (path: string): string => `/assets/${path}`;
