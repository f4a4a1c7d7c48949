import { type SharedMessages, sharedMessages, useMessages } from '@pc/shared';
import {
  WEBHOOK_EVENTS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@pc/shared/contract';
import { type FormEvent, useState } from 'react';
import { type ReportMessages, reportMessages } from '../messages/report/index.ts';
import { failureText } from '../model/status.ts';
import type { Failure } from '../state/insights.ts';
import { Field } from './Field.tsx';

// issue 46 item 3 (docs/decisions/0190): the owner adds and removes endpoints, picks their events,
// sees the recent deliveries with their attempts, and replays one.

/** The events as the owner reads them: their words in the report's catalog. */
export const WEBHOOK_EVENT_WORDS: Record<WebhookEventType, keyof ReportMessages> = {
  'order.placed': 'eventOrderPlaced',
  'renewal.placed': 'eventRenewalPlaced',
  'subscription.changed': 'eventSubscriptionChanged',
  'quiz.completed': 'eventQuizCompleted',
  'results.saved': 'eventResultsSaved',
  'survey.answered': 'eventSurveyAnswered',
  'gift_card.issued': 'eventGiftCardIssued',
  'gift_card.redeemed': 'eventGiftCardRedeemed',
  'email.sent': 'eventEmailSent',
};

const DELIVERY_STATE_WORDS: Record<WebhookDelivery['state'], keyof ReportMessages> = {
  pending: 'statePending',
  delivered: 'stateDelivered',
  failed: 'stateFailed',
};

/** A word of the catalog by its key (the event and state tables above name only plain texts). */
const word = (m: ReportMessages, key: keyof ReportMessages): string => m[key] as string;

export interface WebhooksSectionProps {
  endpoints: readonly WebhookEndpoint[];
  deliveries: readonly WebhookDelivery[];
  created: { url: string; secret: string } | null;
  error: Failure | null;
  onAdd(url: string, events: WebhookEventType[]): void;
  onRemove(id: string): void;
  onReplay(id: string): void;
}

const lastAttempt = (delivery: WebhookDelivery, m: ReportMessages): string => {
  const last = delivery.attempts.at(-1);
  if (!last) return m.notYetTried;
  return m.attemptsMade({ count: delivery.attempts.length, last: last.status ?? last.error ?? m.noAnswer });
};

export function WebhooksSection(props: WebhooksSectionProps) {
  const { endpoints, deliveries, created, error } = props;
  const m = useMessages(reportMessages);
  const shared: SharedMessages = useMessages(sharedMessages);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onAdd(url, events);
  };
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, type] : chosen.filter((e) => e !== type)));
  const urlOf = (id: string) => endpoints.find((e) => e.id === id)?.url ?? m.removedEndpoint;
  return (
    <section className="insights__section" aria-labelledby="insights-webhooks" part="webhooks">
      <h2 id="insights-webhooks">{m.webhooksTitle}</h2>
      <div role="alert" className="insights__error">
        {failureText(error, shared)}
      </div>
      <form className="insights__webhook-form" onSubmit={submit}>
        <Field label={m.endpointUrl} type="url" name="url" value={url} onChange={setUrl} />
        <fieldset>
          <legend>{m.events}</legend>
          {WEBHOOK_EVENTS.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                name="events"
                value={type}
                checked={events.includes(type)}
                onChange={(e) => toggle(type, e.target.checked)}
              />
              {word(m, WEBHOOK_EVENT_WORDS[type])}
            </label>
          ))}
        </fieldset>
        <button className="button button--primary" type="submit">
          {m.addEndpoint}
        </button>
      </form>
      {created && (
        <p className="insights__secret">
          {m.secretShown({ url: created.url })} <code>{created.secret}</code>
        </p>
      )}
      <ul className="insights__endpoints" aria-label={m.endpoints}>
        {endpoints.map((endpoint) => (
          <li key={endpoint.id}>
            <span>
              {endpoint.url}: {endpoint.events.map((type) => word(m, WEBHOOK_EVENT_WORDS[type])).join(', ')}
            </span>
            <button
              className="button button--secondary"
              type="button"
              aria-label={m.removeEndpoint({ url: endpoint.url })}
              onClick={() => props.onRemove(endpoint.id)}
            >
              {m.remove}
            </button>
          </li>
        ))}
      </ul>
      <div className="insights__scroll">
        <table>
          <caption>{m.recentDeliveries}</caption>
          <thead>
            <tr>
              <th scope="col">{m.columnEvent}</th>
              <th scope="col">{m.columnEndpoint}</th>
              <th scope="col">{m.columnState}</th>
              <th scope="col">{m.columnAttempts}</th>
              <th scope="col">
                <span className="pc-visually-hidden">{m.replay}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.length === 0 ? (
              <tr>
                <td colSpan={5}>{m.noDeliveries}</td>
              </tr>
            ) : (
              deliveries.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row">{delivery.eventId}</th>
                  <td>{urlOf(delivery.endpointId)}</td>
                  <td>{word(m, DELIVERY_STATE_WORDS[delivery.state])}</td>
                  <td>{lastAttempt(delivery, m)}</td>
                  <td>
                    <button
                      className="button button--secondary"
                      type="button"
                      aria-label={m.replayDelivery({ event: delivery.eventId })}
                      onClick={() => props.onReplay(delivery.id)}
                    >
                      {m.replay}
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
