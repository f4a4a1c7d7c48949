/**
 * The cart listing as the QA panel shows it. Reads `GET /wp-admin/admin-ajax.php?action=get_cart_items`
 * answers (`{success, data: {items, count, subtotal}}`) defensively: the panel must show what the
 * server says, and say so when it cannot.
 */
export interface CartLine {
  readonly name: string;
  readonly quantity: number;
  readonly sku: string;
  readonly price: number;
  /** weeks between deliveries; 0 = bought once */
  readonly cadence: number;
}

export interface CartSummary {
  readonly lines: readonly CartLine[];
  readonly count: number;
  readonly subtotal: number;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

const numberOr = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export const parseCartAnswer = (body: unknown): CartSummary | null => {
  const answer = record(body);
  const data = record(answer?.data);
  if (answer?.success !== true || !data || !Array.isArray(data.items)) return null;
  const lines = data.items.map((raw): CartLine => {
    const item = record(raw) ?? {};
    return {
      name: typeof item.name === 'string' ? item.name : '(unnamed item)',
      quantity: numberOr(item.quantity, 1),
      sku: typeof item.sku === 'string' ? item.sku : '',
      price: numberOr(item.price, 0),
      cadence: numberOr(item.cadence, 0),
    };
  });
  return {
    lines,
    count: numberOr(
      data.count,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    ),
    subtotal: numberOr(
      data.subtotal,
      lines.reduce((sum, line) => sum + line.price * line.quantity, 0),
    ),
  };
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatPrice = (amount: number): string => usd.format(amount);

/** The line as tests find it: `{name} × {quantity}`. */
export const cartLineText = (line: CartLine): string => `${line.name} × ${line.quantity}`;

/** The line's details: sku, unit price and cadence (spec §4: subscription choice sets cadence). */
export const cartLineDetails = (line: CartLine): string =>
  [
    line.sku,
    formatPrice(line.price),
    line.cadence > 0 ? `every ${line.cadence} ${line.cadence === 1 ? 'week' : 'weeks'}` : 'once',
  ]
    .filter(Boolean)
    .join(' · ');

export const cartSummaryText = (cart: CartSummary): string =>
  cart.count === 0
    ? 'Cart is empty'
    : `${cart.count} ${cart.count === 1 ? 'item' : 'items'}, subtotal ${formatPrice(cart.subtotal)}`;
