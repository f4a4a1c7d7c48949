import * as v from 'valibot';

// The QA panel's calls (docs/architecture.md "Server": demo only, per session). Not spec §7 calls, so
// they live here rather than in the contract.

export const QaState = v.object({
  identity: v.picklist(['anonymous', 'customer']),
  /** The session's clock override (ISO), or null when it follows the server's clock. */
  clock: v.nullable(v.string()),
  /** The time dated rules see for this session (ISO). */
  now: v.string(),
  cartCount: v.number(),
});
export type QaState = v.InferOutput<typeof QaState>;

export const QaIdentityRequest = v.strictObject({ customer: v.boolean() });

export const QaClockRequest = v.strictObject({
  now: v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(40),
      v.isoTimestamp('must be an ISO date and time, e.g. 2021-07-07T23:59:00-04:00'),
      v.check((value) => !Number.isNaN(Date.parse(value)), 'must be a real date and time'),
    ),
  ),
});

/** Reset takes no parameters. */
export const QaResetRequest = v.strictObject({});

/** Start a continuation quiz (spec §4 Continuation) takes no parameters. */
export const QaContinuationRequest = v.strictObject({});

/** The continuation created: its survey log and the questions it asks. */
export const QaContinuation = v.object({
  surveyLogId: v.string(),
  questions: v.array(v.string()),
});
export type QaContinuation = v.InferOutput<typeof QaContinuation>;
