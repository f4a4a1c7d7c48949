import Cookies from 'js-cookie';
import * as v from 'valibot';
import { COOKIE_NAMES, EMAIL_CAPTURE_COOKIE_DAYS, USER_COOKIE_MINUTES } from './constants.ts';
import { User } from './contract/users.ts';

const MINUTES_PER_DAY = 24 * 60;

/** SameSite=Lax, Secure on https, whole site (spec §7 Cookies). */
function attributes(expires?: number): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure, ...(expires === undefined ? {} : { expires }) };
}

/** spec §4 Identity / §9: the user's identity, cached for 30 minutes. A malformed cookie reads as none. */
export function readUserCookie(): User | null {
  const raw = Cookies.get(COOKIE_NAMES.user);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(User, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeUserCookie(user: User | null): void {
  if (user)
    Cookies.set(COOKIE_NAMES.user, JSON.stringify(user), attributes(USER_COOKIE_MINUTES / MINUTES_PER_DAY));
  else Cookies.remove(COOKIE_NAMES.user, attributes());
}

/**
 * spec §7 customer email cookie. The spec gives it no lifetime; it lasts for the browser session so an
 * address is not kept on a shared computer longer than the visit.
 */
export function readCustomerEmail(): string | undefined {
  return Cookies.get(COOKIE_NAMES.customerEmail) || undefined;
}

export function writeCustomerEmail(email: string): void {
  Cookies.set(COOKIE_NAMES.customerEmail, email, attributes());
}

/** spec §4 Results: the email capture shows once; on showing, a 30-day cookie marks it shown. */
export function isEmailCaptureShown(): boolean {
  return Cookies.get(COOKIE_NAMES.emailCaptureShown) !== undefined;
}

export function markEmailCaptureShown(): void {
  Cookies.set(COOKIE_NAMES.emailCaptureShown, '1', attributes(EMAIL_CAPTURE_COOKIE_DAYS));
}
