import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@pc/shared/contract';
import { type FormEvent, useState } from 'react';
import { Field } from './Field.tsx';

// issue 46 item 3 (docs/decisions/0190): the owner adds and removes endpoints, picks their events,
// sees the recent deliveries with their attempts, and replays one.

/** The events as the owner reads them, in WEBHOOK_EVENTS' order. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.placed': 'Order placed',
  'renewal.placed': 'Renewal placed',
  'subscription.changed': 'Subscription changed',
  'quiz.completed': 'Quiz completed',
  'results.saved': 'Results saved',
  'survey.answered': 'Survey answered',
  'gift_card.issued': 'Gift card issued',
  'gift_card.redeemed': 'Gift card redeemed',
  'email.sent': 'Email sent',
};

export interface WebhooksSectionProps {
  endpoints: readonly WebhookEndpoint[];
  deliveries: readonly WebhookDelivery[];
  created: { url: string; secret: string } | null;
  error: string;
  onAdd(url: string, events: WebhookEventType[]): void;
  onRemove(id: string): void;
  onReplay(id: string): void;
}

const lastAttempt = (delivery: WebhookDelivery): string => {
  const last = delivery.attempts.at(-1);
  if (!last) return 'not yet tried';
  return `${delivery.attempts.length} (last: ${last.status ?? last.error ?? 'no answer'})`;
};

export function WebhooksSection(props: WebhooksSectionProps) {
  const { endpoints, deliveries, created, error } = props;
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onAdd(url, events);
  };
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((e) => e !== type)));
  const urlOf = (id: string) => endpoints.find((e) => e.id === id)?.url ?? 'a removed endpoint';
  return (
    <section className="insights__section" aria-labelledby="insights-webhooks" part="webhooks">
      <h2 id="insights-webhooks">Webhooks</h2>
      <div role="alert" className="insights__error">
        {error}
      </div>
      <form className="insights__webhook-form" onSubmit={submit}>
        <Field label="Endpoint URL" type="url" name="url" value={url} onChange={setUrl} />
        <fieldset>
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              {WEBHOOK_EVENT_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <button className="button button--primary" type="submit">
          Add endpoint
        </button>
      </form>
      {created && (
        <p className="insights__secret">
          Signing secret of {created.url}, shown this once: <code>{created.secret}</code>
        </p>
      )}
      <ul className="insights__endpoints" aria-label="Endpoints">
        {endpoints.map((endpoint) => (
          <li key={endpoint.id}>
            <span>
              {endpoint.url}: {endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(', ')}
            </span>
            <button
              className="button button--secondary"
              type="button"
              aria-label={`Remove ${endpoint.url}`}
              onClick={() => props.onRemove(endpoint.id)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      <div className="insights__scroll">
        <table>
          <caption>Recent deliveries</caption>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Endpoint</th>
              <th scope="col">State</th>
              <th scope="col">Attempts</th>
              <th scope="col">
                <span className="pc-visually-hidden">Replay</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.length === 0 ? (
              <tr>
                <td colSpan={5}>No deliveries yet.</td>
              </tr>
            ) : (
              deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row">{delivery.eventId}</th>
                  <td>{urlOf(delivery.endpointId)}</td>
                  <td>{delivery.state}</td>
                  <td>{lastAttempt(delivery)}</td>
                  <td>
                    <button
                      className="button button--secondary"
                      type="button"
                      aria-label={`Replay ${delivery.eventId}`}
                      onClick={() => props.onReplay(delivery.id)}
                    >
                      Replay
                    </button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
