import { describe, expect, it } from 'vitest';
import { type SubscriptionEmailRow, subscriptionEmail } from './renewals.ts';

// decision 0156's receipts and reminders, pure; issue 43 (docs/decisions/0210): in the store's language.
const ROW: SubscriptionEmailRow = {
  id: 1,
  kind: 'receipt',
  to_address: 'sam@example.com',
  for_date: '2026-05-07',
  order_id: 1042,
  name: 'Face Set',
  quantity: 2,
  price: 34,
  cadence: 6,
  next_date: '2026-06-18',
  origin: 'https://shop.example',
  manage_key: 'k1',
};

describe('subscriptionEmail', () => {
  it.each([
    [
      'en-US' as const,
      'Your subscription renewed: order #1042',
      [
        'Your subscription renewed: order #1042 is on its way.',
        'Face Set × 2, $68, Every 6 Weeks',
        'Shipping: free. Total: $68',
        'Your next delivery: Thursday, June 18, 2026.',
        'Manage your subscription: https://shop.example/',
      ],
    ],
    [
      'es-US' as const,
      'Tu suscripción se renovó: pedido n.º 1042',
      [
        'Tu suscripción se renovó: el pedido n.º 1042 va en camino.',
        'Face Set × 2, $68, Cada 6 semanas',
        'Envío: gratis. Total: $68',
        'Tu próxima entrega: jueves, 18 de junio de 2026.',
        'Administra tu suscripción: https://shop.example/',
      ],
    ],
  ])('a receipt in %s', (locale, subject, lines) => {
    const email = subscriptionEmail(ROW, locale);
    expect(email.subject).toBe(subject);
    for (const line of lines) expect(email.text).toContain(line);
  });

  it.each([
    [
      'en-US' as const,
      'Your next subscription delivery is in 3 days',
      'Your next delivery is on Thursday, May 7, 2026.',
    ],
    [
      'es-US' as const,
      'Tu próxima entrega de la suscripción llega en 3 días',
      'Tu próxima entrega es el jueves, 7 de mayo de 2026.',
    ],
  ])('a reminder in %s', (locale, subject, line) => {
    const email = subscriptionEmail({ ...ROW, kind: 'reminder' }, locale);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(line);
  });
});
