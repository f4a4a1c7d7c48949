import { callApi } from '@pc/shared';
import {
  addWebhookEndpoint,
  getWebhooks,
  removeWebhookEndpoint,
  replayWebhookDelivery,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@pc/shared/contract';
import { atom, type WritableAtom } from 'nanostores';
import { type Failure, failureOf, type InsightsStatus } from './insights.ts';

// <pc-insights>'s webhooks (issue 46 item 3, docs/decisions/0190): the owner's endpoints, the recent
// deliveries, and the secret of the endpoint just added, shown once. One factory per element instance;
// what it did is told in the element's one polite status, `$status`.

export const createWebhooksState = ($status: WritableAtom<InsightsStatus>) => {
  const $endpoints = atom<WebhookEndpoint[]>([]);
  const $deliveries = atom<WebhookDelivery[]>([]);
  /** The endpoint just added and its secret, which the store never shows again. */
  const $created = atom<{ url: string; secret: string } | null>(null);
  const $error = atom<Failure | null>(null);
  let controller = new AbortController();

  /** One call, then the list read again; a failure is told, the list kept. */
  const run = async (work: (signal: AbortSignal) => Promise<InsightsStatus | undefined>) => {
    controller.abort();
    controller = new AbortController();
    const { signal } = controller;
    $error.set(null);
    try {
      const status = await work(signal);
      const list = await callApi(getWebhooks, {}, { signal });
      $endpoints.set(list.endpoints);
      $deliveries.set(list.deliveries);
      if (status) $status.set(status);
    } catch (error) {
      if (!signal.aborted) $error.set(failureOf(error));
    }
  };

  return {
    $endpoints,
    $deliveries,
    $created,
    $error,
    load: () => run(async () => undefined),
    add: (url: string, events: readonly WebhookEventType[]) =>
      run(async (signal) => {
        const { endpoint, secret } = await callApi(
          addWebhookEndpoint,
          { url, events: [...events] },
          { signal },
        );
        $created.set({ url: endpoint.url, secret });
        return { said: 'endpointAdded', url: endpoint.url } as const;
      }),
    remove: (id: string) =>
      run(async (signal) => {
        await callApi(removeWebhookEndpoint, { id }, { signal });
        return { said: 'endpointRemoved' } as const;
      }),
    replay: (id: string) =>
      run(async (signal) => {
        await callApi(replayWebhookDelivery, { id }, { signal });
        return { said: 'deliveryQueued' } as const;
      }),
    stop: () => controller.abort(),
  };
};

export type WebhooksState = ReturnType<typeof createWebhooksState>;
