import * as v from 'valibot';
import { COOKIE_NAMES, EMAIL_CAPTURE_COOKIE_DAYS, USER_COOKIE_MINUTES } from './constants.ts';
import { User } from './contract/users.ts';

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_DAY = MINUTES_PER_DAY * 60_000;

// The few cookies the elements keep themselves (spec §7 Cookies), read and written through
// document.cookie: a library for three names cost the quiz and results pages 1 KB (docs/decisions/0136).

/**
 * A cookie's value, URI-decoded (as a value written percent-encoded); undefined when there is none,
 * and in a server render, which has no cookies of the browser's.
 */
function getCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at) !== name) continue;
    const value = pair.slice(at + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** SameSite=Lax, Secure on https, whole site (spec §7 Cookies); `days` from now, or for the browser session. */
function setCookie(name: string, value: string, days?: number): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  const expires =
    days === undefined ? '' : `; expires=${new Date(Date.now() + days * MS_PER_DAY).toUTCString()}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous, and the first render reads these cookies at once
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/${expires}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

function removeCookie(name: string): void {
  setCookie(name, '', -1);
}

/** spec §4 Identity / §9: the user's identity, cached for 30 minutes. A malformed cookie reads as none. */
export function readUserCookie(): User | null {
  const raw = getCookie(COOKIE_NAMES.user);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(User, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

export function writeUserCookie(user: User | null): void {
  if (user) setCookie(COOKIE_NAMES.user, JSON.stringify(user), USER_COOKIE_MINUTES / MINUTES_PER_DAY);
  else removeCookie(COOKIE_NAMES.user);
}

/**
 * spec §7 customer email cookie. The spec gives it no lifetime; it lasts for the browser session so an
 * address is not kept on a shared computer longer than the visit.
 */
export function readCustomerEmail(): string | undefined {
  return getCookie(COOKIE_NAMES.customerEmail) || undefined;
}

export function writeCustomerEmail(email: string): void {
  setCookie(COOKIE_NAMES.customerEmail, email);
}

/** spec §4 Results: the email capture shows once; on showing, a 30-day cookie marks it shown. */
export function isEmailCaptureShown(): boolean {
  return getCookie(COOKIE_NAMES.emailCaptureShown) !== undefined;
}

export function markEmailCaptureShown(): void {
  setCookie(COOKIE_NAMES.emailCaptureShown, '1', EMAIL_CAPTURE_COOKIE_DAYS);
}
