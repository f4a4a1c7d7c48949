// docs/decisions/0145 (issue 35): where an e-gift goes changes only with its buyer's confirmation, sent
// to the buyer's email; resending to the same recipient stays one click. Pure rules, table-tested.

/** Addresses compared as mail servers do in practice: trimmed, case-insensitive. */
export const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** How long a confirmation link works. */
export const CONFIRMATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Confirmations asked within the last day, by what they are counted against. */
export interface AskedCounts {
  /** for this e-gift (each one emails the buyer) */
  card: number;
  /** by this session */
  session: number;
  /** from this client address */
  address: number;
}

/**
 * A buyer fixes a mistyped address once or twice; three a day per e-gift keep the buyer's inbox from
 * being flooded, and a session or an address asks for at most ten a day in all.
 */
export const RECIPIENT_CHANGE_LIMITS: Readonly<AskedCounts> = { card: 3, session: 10, address: 10 };

/** Which limit one more confirmation would pass, or null when it may be sent. */
export const recipientChangeRefusal = (
  asked: AskedCounts,
  limits: Readonly<AskedCounts> = RECIPIENT_CHANGE_LIMITS,
): keyof AskedCounts | null => {
  for (const limit of ['card', 'session', 'address'] as const)
    if (asked[limit] >= limits[limit]) return limit;
  return null;
};
