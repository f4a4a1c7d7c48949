import type { User } from '@pc/shared/contract';
import type { Queryable } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { DEMO_CUSTOMER } from './demoCustomer.ts';
import { readSwitches } from './sessionRepository.ts';

/**
 * spec §7 users/self, spec §6 visitor kinds: the customer when the session's QA identity is customer;
 * otherwise 401 as WordPress answers a visitor who is not logged in (the client then treats them as
 * anonymous).
 */
export const selfOf = async (db: Queryable, sessionId: string): Promise<User> => {
  const { identity } = await readSwitches(db, sessionId);
  if (identity !== 'customer') {
    throw new RestHttpError(401, 'rest_not_logged_in', 'You are not currently logged in.');
  }
  return DEMO_CUSTOMER;
};
