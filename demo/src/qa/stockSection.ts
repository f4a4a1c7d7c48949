import { h } from '../dom.ts';
import { postJson, storeFetch } from '../storeFetch.ts';
import type { Announce } from './controls.ts';

// Issue 44 item 1, docs/decisions/0189: spec §4 "Stock and buy button" from the panel. Every product's
// variations (a launch code, a candle, a gift card amount…) can be put in stock, on backorder or sold
// out for this session only (`POST /__qa/stock`); the page then reloads so each element starts from
// the new stock. The panel's reset clears them.

type Status = 'instock' | 'onbackorder' | 'outofstock';
interface StockVariation {
  readonly id: number;
  readonly name: string;
  readonly sku: string;
  readonly catalogue: Status;
  readonly held: Status | null;
}
interface StockProduct {
  readonly id: number;
  readonly name: string;
  readonly variations: readonly StockVariation[];
}

/** spec §4's words for each status. */
export const STOCK_LABELS: Record<Status, string> = {
  instock: 'In stock',
  onbackorder: 'Backorder (NEXT BATCH SHIPS IN 4 WEEKS)',
  outofstock: 'Sold out',
};

const isProducts = (value: unknown): value is { products: StockProduct[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { products?: unknown }).products);

/** A variation's line in the list of this session's switches. */
export const heldLine = (product: StockProduct, variation: StockVariation): string =>
  `${product.name} · ${variation.name}: ${STOCK_LABELS[variation.held ?? variation.catalogue]} (catalogue: ${STOCK_LABELS[variation.catalogue]})`;

export const stockSection = (
  announce: Announce,
  reload: () => void = () => window.location.reload(),
): HTMLElement => {
  const variation = h('select', { id: 'qa-stock-variation' });
  const status = h(
    'select',
    { id: 'qa-stock-status' },
    h('option', { value: '' }, 'As the catalogue says'),
    ...Object.entries(STOCK_LABELS).map(([value, label]) => h('option', { value }, label)),
  );
  const apply = h('button', { type: 'button' }, 'Apply stock');
  const held = h('ul', { class: 'qa-held', 'aria-label': 'Stock switches held' });
  const show = (products: readonly StockProduct[]) => {
    const chosen = variation.value;
    variation.replaceChildren(
      ...products.map((product) =>
        h(
          'optgroup',
          { label: product.name },
          ...product.variations.map((x) =>
            h(
              'option',
              { value: String(x.id) },
              `${x.name} (${x.sku}) — ${STOCK_LABELS[x.held ?? x.catalogue]}`,
            ),
          ),
        ),
      ),
    );
    variation.value = chosen || String(products[0]?.variations[0]?.id ?? '');
    held.replaceChildren(
      ...products.flatMap((product) =>
        product.variations.filter((x) => x.held !== null).map((x) => h('li', {}, heldLine(product, x))),
      ),
    );
  };
  void storeFetch('/__qa/stock')
    .then((answer) => (isProducts(answer) ? show(answer.products) : undefined))
    .catch((error: unknown) => announce(`/__qa/stock failed: ${String(error)}`));
  apply.addEventListener('click', async () => {
    apply.disabled = true;
    try {
      await postJson('/__qa/stock', { variationId: Number(variation.value), status: status.value || null });
      reload();
    } catch (error) {
      announce(`/__qa/stock failed: ${error instanceof Error ? error.message : String(error)}`);
      apply.disabled = false;
    }
  });
  return h(
    'section',
    { class: 'qa-section', 'aria-labelledby': 'qa-stock-title' },
    h('h3', { id: 'qa-stock-title' }, 'Stock'),
    h('p', { class: 'qa-detail' }, 'For this session only; Reset data clears it. The page reloads.'),
    h('label', { for: variation.id }, 'Variation'),
    variation,
    h('label', { for: status.id }, 'Stock status'),
    status,
    h('div', { class: 'qa-buttons' }, apply),
    held,
  );
};
