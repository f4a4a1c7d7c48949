// docs/decisions/0144 "Emails": nothing a visitor can do without paying makes the shop's mail server a
// relay. Every email a visitor can cause is counted over a rolling day per session, per client
// address and per recipient, and refused past any of the three limits.

export interface VisitorEmailLimits {
  perSession: number;
  perAddress: number;
  perRecipient: number;
  windowMs: number;
}

/**
 * A shopper sends a few e-gifts a day; a shared office address a few more. A recipient gets at most
 * five emails a day from visitors, whoever asks.
 */
export const VISITOR_EMAIL_LIMITS: VisitorEmailLimits = {
  perSession: 10,
  perAddress: 30,
  perRecipient: 5,
  windowMs: 24 * 60 * 60 * 1000,
};

export interface SentCounts {
  session: number;
  address: number;
  /** by recipient (lower-cased) */
  recipients: ReadonlyMap<string, number>;
}

export type EmailAllowance =
  | { allowed: true }
  | { allowed: false; limit: 'session' | 'address' | 'recipient' };

/** Whether `wanted` more emails (recipients lower-cased, one entry per email) stay within the limits. */
export const emailAllowance = (
  sent: SentCounts,
  wanted: readonly string[],
  limits: VisitorEmailLimits,
): EmailAllowance => {
  if (sent.session + wanted.length > limits.perSession) return { allowed: false, limit: 'session' };
  if (sent.address + wanted.length > limits.perAddress) return { allowed: false, limit: 'address' };
  const perRecipient = new Map<string, number>();
  for (const recipient of wanted) perRecipient.set(recipient, (perRecipient.get(recipient) ?? 0) + 1);
  for (const [recipient, count] of perRecipient) {
    if ((sent.recipients.get(recipient) ?? 0) + count > limits.perRecipient) {
      return { allowed: false, limit: 'recipient' };
    }
  }
  return { allowed: true };
};
