import type { Product, StockStatus, Variation } from '@pc/shared/contract';

/** A candle variation as GET products/candle answers it (spec §3), for the unit tests. */
export const candleVariation = (
  url: string,
  name: string,
  index: number,
  { stock = 'instock', disabled = false }: { stock?: StockStatus; disabled?: boolean } = {},
): Variation => ({
  id: 30101 + index,
  parent_id: 301,
  sku: `CANDLE-${url.toUpperCase()}`,
  price: 48,
  description: `${name} short`,
  full_description: `${name} full`,
  image: `/assets/candles/${url}.svg`,
  stock_status: stock,
  metadata: {
    disabled,
    title: `No. 0${index + 1}`,
    name,
    short_description: `${name}: a short description.`,
    url,
    latitude: 10 * index,
    longitude: 20 * index - 60,
    videos: ['flame', 'pour', 'label', 'place'].map((clip) => `/assets/candles/videos/${url}-${clip}.webm`),
    notes: `${name} notes`,
    full_description: `<p>${name}, the story.</p><script>window.__hacked = true</script><img src=x onerror="window.__hacked = true">`,
    footer: 'Hand-poured in Brooklyn, NY.',
    address: `${index + 1} Candle Street, ${name}`,
  },
});

/** Three enabled candles around a disabled one; the last is sold out, the second on backorder. */
export const CANDLE_PRODUCT: Product = {
  id: 301,
  name: 'Places Candle Collection',
  description: '',
  price: 48,
  images: [],
  category: 'candle',
  variations: [
    candleVariation('gran-cenote', 'Gran Cenote', 0),
    candleVariation('big-sur', 'Big Sur', 1, { stock: 'onbackorder' }),
    candleVariation('oia', 'Oia', 2, { disabled: true }),
    candleVariation('positano', 'Positano', 3, { stock: 'outofstock' }),
  ],
};
