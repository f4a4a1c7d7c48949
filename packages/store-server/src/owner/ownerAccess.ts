import { CART_TOKEN_HEADER } from '@pc/shared/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { RestHttpError } from '../http/errors.ts';
import { OWNER_COOKIE, ownerOfToken } from './ownerSessions.ts';

// docs/decisions/0119: the report is the owner's alone. Signed out: 401. A shopper's session (the
// pc_session cookie or a cart token) without an owner's: 403, the same for both kinds of session.

const signedOut = () =>
  new RestHttpError(401, 'pc_owner_signed_out', 'Sign in as the shop owner.', 'Please sign in.');
const notOwner = () =>
  new RestHttpError(
    403,
    'pc_not_owner',
    'This session is not the shop owner’s.',
    'Only the shop owner can see this report.',
  );

/** The signed-in owner of the request at the server's `now` (never a shopper's QA clock), or the 401/403 it is answered. */
export const requireOwner = async (
  db: Db,
  request: FastifyRequest,
  now: Date,
): Promise<{ email: string }> => {
  const owner = await ownerOfToken(db, request.cookies[OWNER_COOKIE], now);
  if (owner) return owner;
  const shopper = !request.sessionIsNew || request.headers[CART_TOKEN_HEADER.toLowerCase()] !== undefined;
  throw shopper ? notOwner() : signedOut();
};
