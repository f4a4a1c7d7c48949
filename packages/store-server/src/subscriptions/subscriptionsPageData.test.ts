import { matchRoute, type RouteMatch } from '@pc/shared/routes';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../appDeps.ts';
import { accountSubscriptionsData } from './subscriptionsPageData.ts';

// issue 40 item 1's notices in the page's language (issue 43): a receipt's link that opens nothing.
// A store with no such key: the database answers no row.
const deps = { db: { query: async () => [] } } as unknown as AppDeps;
const page = (locale: 'en-US' | 'es-US') => ({
  match: matchRoute('/account/subscriptions') as RouteMatch,
  url: '/account/subscriptions?key=nope',
  sessionId: 's',
  now: new Date(),
  serverNow: new Date(),
  locale,
});

describe('accountSubscriptionsData', () => {
  it.each([
    ['en-US', 'This link is not valid. Open the latest email about your subscription.'],
    ['es-US', 'Este enlace no es válido. Abre el correo más reciente sobre tu suscripción.'],
  ] as const)('says in %s that a link is not valid', async (locale, notice) => {
    expect(await accountSubscriptionsData(page(locale), deps)).toEqual({
      subscriptions: [],
      key: null,
      notice,
    });
  });
});
