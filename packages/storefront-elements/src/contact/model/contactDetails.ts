/**
 * The contact page's addresses (spec §2 Contact page: contact by email and by SMS, a partnerships
 * email link). The spec gives no addresses: these defaults are ours, on the reserved `.example`
 * domain so no real mailbox is ever written to by mistake; a CMS author sets the shop's real ones
 * through the element's `support-email`, `sms-number` and `partnerships-email` attributes.
 */
export const DEFAULT_SUPPORT_EMAIL = 'support@pcstore.example';
export const DEFAULT_PARTNERSHIPS_EMAIL = 'partnerships@pcstore.example';
/** 555-01xx numbers are reserved for fiction in the North American Numbering Plan. */
export const DEFAULT_SMS_NUMBER = '+1 (212) 555-0147';

/** The careers page and the full FAQ (spec §2 route table: linked from the contact page). */
export const CAREERS_PATH = '/careers';
export const ALL_FAQS_PATH = '/faqs-shipping-returns';

export const mailtoHref = (email: string): string => `mailto:${email.trim()}`;

/** `sms:` takes the number alone: keep a leading `+` and the digits, drop spaces, dashes and brackets. */
export const smsHref = (number: string): string => {
  const trimmed = number.trim();
  return `sms:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
};

export interface ContactDetails {
  readonly supportEmail: string;
  readonly smsNumber: string;
  readonly partnershipsEmail: string;
}

/** The attributes a host set, each falling back to its default when missing or blank. */
export const contactDetails = (given: {
  supportEmail?: string | undefined;
  smsNumber?: string | undefined;
  partnershipsEmail?: string | undefined;
}): ContactDetails => ({
  supportEmail: given.supportEmail?.trim() || DEFAULT_SUPPORT_EMAIL,
  smsNumber: given.smsNumber?.trim() || DEFAULT_SMS_NUMBER,
  partnershipsEmail: given.partnershipsEmail?.trim() || DEFAULT_PARTNERSHIPS_EMAIL,
});
