import * as v from 'valibot';
import type { Db } from '../db/db.ts';
import { RETRY_AFTER_S } from '../http/databaseUnavailable.ts';
import { type RestErrorBody, restErrorBody } from '../http/errors.ts';
import { readSwitches, setQaSwitch } from '../session/sessionRepository.ts';
import { FAULT_CALL_NAMES } from './faultCalls.ts';

// Issue 44 item 2, docs/decisions/0189: a QA session makes the next N answers of a spec §7 call (or
// all of them, until cleared) a chosen failure, so each element's spec §8 row can be seen from the
// demo. Kept in the session's row (`qa_faults`), read with its switches; the hook (qa/faultHook.ts)
// answers in the call's place.

/** The failures spec §8's rows meet: a REST error with its message, a server error, a busy store, a
 * store that never answers in time, a connection dropped, a slow answer. */
export const FAULT_KINDS = ['error', '500', '503', 'timeout', 'drop', 'delay'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/** How long a `timeout` holds the answer unless told: past the store's own request timeout. */
export const DEFAULT_HOLD_MS = 35_000;
/** A `delay`'s default before the call goes on. */
export const DEFAULT_DELAY_MS = 3_000;
/** spec §8's fallback words, what an `error` says unless told. */
export const DEFAULT_FAULT_MESSAGE = 'Something went wrong, please try again';

const ms = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(120_000));

export const QaFault = v.strictObject({
  kind: v.picklist(FAULT_KINDS),
  /** `error`: the display message the element shows (spec §8 "the server's display message"). */
  message: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300))),
  /** `delay`, `timeout`: how long; `503`: Retry-After is its seconds. */
  ms: v.optional(ms),
  /** The next N answers; null: every answer until cleared. */
  times: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))), 1),
});
export type QaFault = v.InferOutput<typeof QaFault>;

/** POST /__qa/faults: a call's fault, or null to clear it; `call` omitted with null clears them all. */
export const QaFaultRequest = v.strictObject({
  call: v.optional(v.picklist(FAULT_CALL_NAMES)),
  fault: v.nullable(QaFault),
});
export type QaFaultRequest = v.InferOutput<typeof QaFaultRequest>;

/** A fault as kept: `left` answers to go, null for all. */
export type HeldFault = Omit<QaFault, 'times'> & { left: number | null };
const HeldFault = v.object({
  kind: v.picklist(FAULT_KINDS),
  message: v.optional(v.string()),
  ms: v.optional(v.number()),
  left: v.nullable(v.number()),
});

/** The session's faults by call name; what is not a fault (hand-edited rows) is left out. */
export const readFaults = async (db: Db, sessionId: string): Promise<Record<string, HeldFault>> => {
  const { faults } = await readSwitches(db, sessionId);
  const held: Record<string, HeldFault> = {};
  for (const [name, fault] of Object.entries(faults)) {
    const parsed = v.safeParse(HeldFault, fault);
    if (parsed.success) held[name] = parsed.output;
  }
  return held;
};

/** Sets or clears one call's fault (or clears all); answers the faults now held. */
export const setFault = async (
  db: Db,
  sessionId: string,
  { call, fault }: QaFaultRequest,
): Promise<Record<string, HeldFault>> => {
  const held = call === undefined ? {} : await readFaults(db, sessionId);
  if (call !== undefined) {
    if (fault === null) delete held[call];
    else {
      const { times, ...rest } = fault;
      held[call] = { ...rest, left: times };
    }
  }
  await setQaSwitch(db, sessionId, 'qa_faults', held);
  return held;
};

/**
 * Takes one answer of `call`'s fault, if the session holds one: a counted fault is claimed in one
 * statement, so two answers at once never both take its last one.
 */
export const takeFault = async (db: Db, sessionId: string, call: string): Promise<HeldFault | null> => {
  const fault = (await readFaults(db, sessionId))[call];
  if (!fault) return null;
  if (fault.left === null) return fault;
  const [claimed] = await db.query<{ id: string }>(
    `UPDATE sessions SET qa_faults = CASE WHEN (qa_faults->$2->>'left')::integer <= 1 THEN qa_faults - $2
       ELSE jsonb_set(qa_faults, ARRAY[$2, 'left'], to_jsonb((qa_faults->$2->>'left')::integer - 1)) END
     WHERE id = $1 AND jsonb_typeof(qa_faults->$2->'left') = 'number' RETURNING id`,
    [sessionId, call],
  );
  return claimed ? fault : null;
};

/** What the store answers in a call's place. */
export type FaultAnswer =
  | {
      readonly do: 'answer';
      readonly status: number;
      readonly headers: Record<string, string>;
      readonly body: RestErrorBody;
    }
  | { readonly do: 'drop' }
  | { readonly do: 'wait'; readonly ms: number; readonly after: 'go on' | 'answer 504' };

/** spec §8 as the elements meet it: each fault kind's answer. */
export const faultAnswer = (fault: Pick<HeldFault, 'kind' | 'message' | 'ms'>): FaultAnswer => {
  switch (fault.kind) {
    case 'error': {
      const message = fault.message ?? DEFAULT_FAULT_MESSAGE;
      // spec §8 "Invalid-parameter response from the REST layer: rejected with the server message".
      return {
        do: 'answer',
        status: 400,
        headers: {},
        body: restErrorBody(400, 'rest_invalid_param', `QA fault: ${message}`, message),
      };
    }
    case '500':
      return {
        do: 'answer',
        status: 500,
        headers: {},
        body: restErrorBody(
          500,
          'internal_server_error',
          'QA fault: the server could not complete this request.',
          DEFAULT_FAULT_MESSAGE,
        ),
      };
    case '503':
      return {
        do: 'answer',
        status: 503,
        headers: {
          'retry-after': String(fault.ms === undefined ? RETRY_AFTER_S : Math.ceil(fault.ms / 1000)),
        },
        body: restErrorBody(
          503,
          'rest_service_unavailable',
          'QA fault: the store is busy; try again shortly.',
          DEFAULT_FAULT_MESSAGE,
        ),
      };
    case 'timeout':
      return { do: 'wait', ms: fault.ms ?? DEFAULT_HOLD_MS, after: 'answer 504' };
    case 'drop':
      return { do: 'drop' };
    case 'delay':
      return { do: 'wait', ms: fault.ms ?? DEFAULT_DELAY_MS, after: 'go on' };
  }
};

/** What a `timeout` answers once held: a gateway's 504, as a proxy in front of a silent store would. */
export const TIMEOUT_BODY = restErrorBody(
  504,
  'pc_timeout',
  'QA fault: the store did not answer in time.',
  DEFAULT_FAULT_MESSAGE,
);
