import Cookies from 'js-cookie';
import * as v from 'valibot';
import { allowed } from './consent/pageConsent.ts';
import { COOKIE_NAMES, EMAIL_CAPTURE_COOKIE_DAYS, USER_COOKIE_MINUTES } from './constants.ts';
import { User } from './contract/users.ts';

const MINUTES_PER_DAY = 24 * 60;

/** SameSite=Lax, Secure on https, whole site (spec §7 Cookies). */
function attributes(expires?: number): Cookies.CookieAttributes {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure, ...(expires === undefined ? {} : { expires }) };
}

/**
 * issue 39 (docs/decisions/0149): the current-user and customer-email cookies hold an email and a
 * name, so they are marketing's: written only with that consent, and without it (never given, or
 * withdrawn on this page or another) removed and read as none.
 */
function marketingCookies(): boolean {
  const kept = allowed('marketing');
  if (!kept)
    for (const name of [COOKIE_NAMES.user, COOKIE_NAMES.customerEmail]) Cookies.remove(name, attributes());
  return kept;
}
if (typeof window !== 'undefined') addEventListener('pc-consent-change', marketingCookies);

/** spec §4 Identity / §9: the user's identity, cached for 30 minutes. A malformed cookie reads as none. */
export function readUserCookie(): User | null {
  const raw = marketingCookies() && Cookies.get(COOKIE_NAMES.user);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(User, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Kept only with marketing consent: it holds the email and first name (issue 39, decision 0149). */
export function writeUserCookie(user: User | null): void {
  if (user && marketingCookies())
    Cookies.set(COOKIE_NAMES.user, JSON.stringify(user), attributes(USER_COOKIE_MINUTES / MINUTES_PER_DAY));
  else Cookies.remove(COOKIE_NAMES.user, attributes());
}

/**
 * spec §7 customer email cookie. The spec gives it no lifetime; it lasts for the browser session so an
 * address is not kept on a shared computer longer than the visit.
 */
export function readCustomerEmail(): string | undefined {
  return (marketingCookies() && Cookies.get(COOKIE_NAMES.customerEmail)) || undefined;
}

export function writeCustomerEmail(email: string): void {
  if (marketingCookies()) Cookies.set(COOKIE_NAMES.customerEmail, email, attributes());
}

/** spec §4 Results: the email capture shows once; on showing, a 30-day cookie marks it shown. */
export function isEmailCaptureShown(): boolean {
  return Cookies.get(COOKIE_NAMES.emailCaptureShown) !== undefined;
}

export function markEmailCaptureShown(): void {
  Cookies.set(COOKIE_NAMES.emailCaptureShown, '1', attributes(EMAIL_CAPTURE_COOKIE_DAYS));
}
