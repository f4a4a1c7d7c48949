import { type CallDef, fillPath, pathParams } from '@pc/shared/contract';
import { NS } from '../http/contractRoute.ts';

// Route tests send each call to the path its definition names (the contract's defineCall, or the
// store's own calls: qa/qaSchemas.ts QA_CALLS, quiz/craftingForm.ts completeQuizForm), never to a path
// typed by hand; a hand-typed path is left only where a test means a path no call has.

type Fields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A path template filled with `fields` as they are: a test that means the characters a URL carries. */
const fillRaw = (template: string, fields: Fields): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'ns' ? NS : String(fields[name] ?? '')));

/**
 * The URL of a call: its path template filled with `fields` (URI-encoded), and for a GET the other
 * fields and its admin-ajax action as the query, as the browser's client sends them. `raw` puts the
 * values in as typed, for a test that sends a malformed value as the URL carries it (`bad%20id`).
 */
export const callUrl = (call: CallDef, fields: Fields = {}, { raw = false } = {}): string => {
  const fill = raw ? fillRaw : (template: string, values: Fields) => fillPath(template, NS, values);
  const path = fill(call.path, fields);
  if (call.method !== 'GET') return path;
  const inPath = new Set([...pathParams(call.path), ...pathParams(call.action ?? '')]);
  const query: [string, string][] = [];
  if (call.action) query.push(['action', fill(call.action, fields)]);
  for (const [name, value] of Object.entries(fields)) {
    if (!inPath.has(name) && value !== undefined && value !== null) query.push([name, String(value)]);
  }
  const search = raw
    ? query.map(([name, value]) => `${name}=${value}`).join('&')
    : new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
};
