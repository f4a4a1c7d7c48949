import { describe, expect, it } from 'vitest';
import {
  contactDetails,
  DEFAULT_PARTNERSHIPS_EMAIL,
  DEFAULT_SMS_NUMBER,
  DEFAULT_SUPPORT_EMAIL,
  mailtoHref,
  smsHref,
} from './contactDetails.ts';

describe('smsHref', () => {
  it.each([
    ['+1 (212) 555-0147', 'sms:+12125550147'],
    ['(646) 555-0199', 'sms:6465550199'],
    [' +44 20 7946 0958 ', 'sms:+442079460958'],
  ])('%s → %s', (number, href) => {
    expect(smsHref(number)).toBe(href);
  });
});

describe('mailtoHref', () => {
  it('links the trimmed address', () => {
    expect(mailtoHref(' support@pcstore.example ')).toBe('mailto:support@pcstore.example');
  });
});

describe('contactDetails', () => {
  it('falls back to the defaults for missing or blank attributes', () => {
    expect(contactDetails({ supportEmail: '  ', smsNumber: undefined })).toEqual({
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      smsNumber: DEFAULT_SMS_NUMBER,
      partnershipsEmail: DEFAULT_PARTNERSHIPS_EMAIL,
    });
  });

  it('keeps what the host set', () => {
    expect(
      contactDetails({ supportEmail: 'a@b.test', smsNumber: '1', partnershipsEmail: 'c@d.test' }),
    ).toEqual({
      supportEmail: 'a@b.test',
      smsNumber: '1',
      partnershipsEmail: 'c@d.test',
    });
  });
});
