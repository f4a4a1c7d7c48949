// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isEmailCaptureShown,
  markEmailCaptureShown,
  readCustomerEmail,
  readUserCookie,
  writeCustomerEmail,
  writeUserCookie,
} from './cookies.ts';

const user = { id: 7, email: 'sam@example.com', firstName: 'Sam' };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.restoreAllMocks();
});

/** The attributes js-cookie was asked to write, with `expires` as milliseconds from now. */
function spyOnSet() {
  const set = vi.spyOn(Cookies, 'set');
  return (name: string) => {
    const call = set.mock.calls.find(([n]) => n === name);
    const attributes = { ...(call?.[2] ?? {}) } as Record<string, unknown>;
    if (typeof attributes.expires === 'number') attributes.expires = Math.round(attributes.expires * DAY);
    return attributes;
  };
}

describe('cookies (spec §7 names, spec §9 lifetimes)', () => {
  it.each([
    ['pc_current_user', () => writeUserCookie(user), 30 * MINUTE],
    ['email_capture_shown', () => markEmailCaptureShown(), 30 * DAY],
    ['pc_customer_email', () => writeCustomerEmail('sam@example.com'), undefined],
  ])('writes %s with its lifetime, SameSite=Lax, on the whole site', (name, write, expires) => {
    const attributesOf = spyOnSet();
    write();
    expect(Cookies.get(name)).toBeDefined();
    expect(attributesOf(name)).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: false,
      ...(expires ? { expires } : {}),
    });
  });

  it('marks cookies secure on https', () => {
    vi.spyOn(window, 'location', 'get').mockReturnValue({ protocol: 'https:' } as Location);
    const attributesOf = spyOnSet();
    markEmailCaptureShown();
    expect(attributesOf('email_capture_shown')).toMatchObject({ secure: true });
  });

  it('round-trips the user and removes it for an anonymous visitor', () => {
    writeUserCookie(user);
    expect(readUserCookie()).toEqual(user);
    writeUserCookie(null);
    expect(readUserCookie()).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a user', JSON.stringify({ id: 'x' })],
  ])('reads a malformed user cookie (%s) as no user', (_, value) => {
    Cookies.set('pc_current_user', value);
    expect(readUserCookie()).toBeNull();
  });

  it('remembers that the email capture was shown', () => {
    expect(isEmailCaptureShown()).toBe(false);
    markEmailCaptureShown();
    expect(isEmailCaptureShown()).toBe(true);
  });

  it('round-trips the customer email', () => {
    expect(readCustomerEmail()).toBeUndefined();
    writeCustomerEmail('sam+gift@example.com');
    expect(readCustomerEmail()).toBe('sam+gift@example.com');
  });
});
