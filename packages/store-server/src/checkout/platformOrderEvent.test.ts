import { describe, expect, it } from 'vitest';
import {
  isPlatformRenewal,
  PlatformPayloadError,
  platformOrderStatus,
  readPlatformOrder,
} from './platformOrderEvent.ts';

// docs/decisions/0144: each platform's statuses as paid, unpaid or voided.
describe('platformOrderStatus', () => {
  it.each([
    ['woocommerce', 'processing', false, 'paid'],
    ['woocommerce', 'completed', false, 'paid'],
    ['woocommerce', 'pending', false, 'unpaid'],
    ['woocommerce', 'on-hold', false, 'unpaid'],
    ['woocommerce', 'checkout-draft', false, 'unpaid'],
    ['woocommerce', 'refunded', false, 'voided'],
    ['woocommerce', 'cancelled', false, 'voided'],
    ['woocommerce', 'failed', false, 'voided'],
    ['shopify', 'paid', false, 'paid'],
    ['shopify', 'partially_refunded', false, 'paid'],
    ['shopify', 'pending', false, 'unpaid'],
    ['shopify', 'authorized', false, 'unpaid'],
    ['shopify', 'refunded', false, 'voided'],
    ['shopify', 'voided', false, 'voided'],
    ['shopify', 'paid', true, 'voided'],
  ] as const)('%s %s (cancelled: %s) is %s', (platform, status, cancelled, expected) => {
    expect(platformOrderStatus(platform, status, cancelled)).toBe(expected);
  });
});

describe('readPlatformOrder', () => {
  it('reads a WooCommerce order: its pc_session meta, UTC time and line ids', () => {
    const event = readPlatformOrder('woocommerce', {
      id: 4711,
      status: 'processing',
      date_modified_gmt: '2026-11-28T10:00:00',
      total: '55.00',
      discount_total: '0.00',
      total_tax: '0.00',
      billing: { email: 'buyer@example.com' },
      meta_data: [{ id: 1, key: 'pc_session', value: 'REF' }],
      line_items: [
        { product_id: 7, variation_id: 8, quantity: 2, price: 25, name: 'E-gift card' },
        { product_id: 9, variation_id: 0, quantity: 1, price: 5 },
      ],
    });
    expect(event).toEqual({
      platformOrderId: '4711',
      status: 'paid',
      ref: 'REF',
      modifiedAt: new Date('2026-11-28T10:00:00Z'),
      renewal: false,
      lines: [
        { variationId: 8, name: 'E-gift card', quantity: 2, price: 25 },
        { variationId: 9, name: '', quantity: 1, price: 5 },
      ],
      email: 'buyer@example.com',
      total: 55,
      discountTotal: 0,
      tax: 0,
    });
  });

  it('reads a Shopify order: its note attribute, cancellation and variant ids', () => {
    const event = readPlatformOrder('shopify', {
      id: 820982911946154500,
      admin_graphql_api_id: 'gid://shopify/Order/820982911946154508',
      financial_status: 'paid',
      cancelled_at: '2026-11-28T11:00:00-05:00',
      updated_at: '2026-11-28T11:00:00-05:00',
      total_price: '19.00',
      email: 'buyer@example.com',
      note_attributes: [{ name: 'pc_session', value: 'REF' }],
      line_items: [{ variant_id: 31, quantity: 1, price: '19.00', title: 'Shampoo' }],
    });
    expect(event.platformOrderId).toBe('820982911946154508');
    expect(event.status).toBe('voided');
    expect(event.ref).toBe('REF');
    expect(event.modifiedAt).toEqual(new Date('2026-11-28T16:00:00Z'));
    expect(event.lines).toEqual([{ variationId: 31, name: 'Shampoo', quantity: 1, price: 19 }]);
  });

  it.each([['not an object'], [{ status: 'processing', line_items: [] }], [{ id: 'x1', line_items: [] }]])(
    'refuses %j',
    (body) => {
      expect(() => readPlatformOrder('woocommerce', body)).toThrow(PlatformPayloadError);
    },
  );
});

// docs/decisions/0168: the platform's renewal order of a subscription, told from a new order.
describe('isPlatformRenewal', () => {
  it.each([
    ['woocommerce', { created_via: 'subscription' }, true],
    ['woocommerce', { created_via: 'checkout' }, false],
    ['woocommerce', { created_via: 'admin' }, false],
    ['woocommerce', { created_via: 'store-api' }, false],
    ['woocommerce', {}, false],
    ['woocommerce', { source_name: 'subscription_contract' }, false],
    ['shopify', { source_name: 'subscription_contract' }, true],
    ['shopify', { source_name: 'web' }, false],
    ['shopify', { source_name: 'pos' }, false],
    ['shopify', {}, false],
    ['shopify', { created_via: 'subscription' }, false],
  ] as const)('%s %j is a renewal: %s', (platform, body, expected) => {
    expect(isPlatformRenewal(platform, body)).toBe(expected);
  });

  it('reads the mark into the event', () => {
    const woo = { id: 4712, status: 'processing', created_via: 'subscription', line_items: [] };
    expect(readPlatformOrder('woocommerce', woo).renewal).toBe(true);
    const shopify = {
      id: 4713,
      financial_status: 'paid',
      source_name: 'subscription_contract',
      line_items: [],
    };
    expect(readPlatformOrder('shopify', shopify).renewal).toBe(true);
  });
});
