import { type APIRequestContext, expect } from '@playwright/test';

// The e2e run's MailDev (playwright.config.ts starts it; docs/decisions/0097): the e-gift emails the
// store server sent through real SMTP, read from its API (GET /api/email).

export interface CaughtEmail {
  subject: string;
  text: string;
  to: { address: string }[];
}

const API = process.env.PC_E2E_MAIL_API ?? '';

/** Every email the catcher holds for `address`. */
export const emailsTo = async (request: APIRequestContext, address: string): Promise<CaughtEmail[]> => {
  const response = await request.get(`${API}/api/email`);
  expect(response.ok(), 'the mail catcher answers').toBe(true);
  const emails = (await response.json()) as CaughtEmail[];
  return emails.filter((email) => email.to.some((to) => to.address === address));
};

/** A gift card code as issued (giftCards/giftCardCode.ts): XXXX-XXXX-XXXX-XXXX. */
export const GIFT_CARD_CODE = /[A-HJ-NP-Z2-9]{4}(?:-[A-HJ-NP-Z2-9]{4}){3}/;

/** The QA customer's email (session/demoCustomer.ts): where an order of `qa.identity(true)` sends its mail. */
export const QA_CUSTOMER_EMAIL = 'sam.rivera@example.com';
