import type { Db } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { findOwner, normalEmail } from './ownerAccount.ts';
import { passwordMatches } from './ownerPassword.ts';
import { startOwnerSession } from './ownerSessions.ts';
import type { SignInLimiter } from './signInLimit.ts';

// docs/decisions/0119: the owner signs in with an email and a password.

export const WRONG_SIGN_IN = 'That email and password do not match an owner account.';

/** 429 past the limit; the route says when to retry (Retry-After). */
export class TooManySignIns extends RestHttpError {
  constructor(readonly retryAfterS: number) {
    super(
      429,
      'pc_too_many_sign_ins',
      `Too many sign-in attempts; retry after ${retryAfterS} s.`,
      `Too many attempts. Please wait ${retryAfterS} seconds and try again.`,
    );
  }
}

/** The session token of a successful sign-in; 401 for a wrong email or password, 429 past the limit. */
export const signIn = async (
  deps: { db: Db; limiter: SignInLimiter },
  input: { email: string; password: string; address: string; now: Date },
): Promise<{ token: string; email: string }> => {
  const email = normalEmail(input.email);
  const wait = deps.limiter.take(input.address, email, input.now.getTime());
  if (wait > 0) throw new TooManySignIns(Math.ceil(wait / 1000));
  const owner = await findOwner(deps.db, email);
  if (!(await passwordMatches(input.password, owner?.passwordHash ?? null)) || !owner) {
    throw new RestHttpError(401, 'pc_wrong_sign_in', 'Wrong email or password.', WRONG_SIGN_IN);
  }
  return { token: await startOwnerSession(deps.db, owner.id, input.now), email: owner.email };
};
