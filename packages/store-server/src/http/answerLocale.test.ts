import { ADMIN_AJAX_PATH, askForData, getPostPurchaseOptions, placeOrder } from '@pc/shared/contract';
import { describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { afterTodaysSendTime, useMailWorkerApp } from '../../test/mailWorkerApp.ts';
import type { EmailContent } from '../giftCards/eGiftEmail.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// issue 43: a call of the elements' API client says its page's language (Accept: application/json and
// Accept-Language, packages/shared/src/api/client.ts); the store answers in it (a 400's displayMessage,
// spec §8; the developer's `message` stays English) and the emails the call causes speak it, recorded
// with the row they are sent from (migration 058). The suite's store speaks en-US.

const { t, sent, now, today } = useMailWorkerApp();

/** The client's headers on a page in `lang`. */
const page = (lang: string) => ({ accept: 'application/json', 'accept-language': lang });
/** A browser's own request (a form posted before the script) in a Spanish browser. */
const SPANISH_BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'es-ES,es;q=0.9',
};

const askData = (visitor: Visitor, email: string, headers: Record<string, string>) =>
  visitor.send({
    method: 'POST',
    url: callUrl(askForData),
    contentType: 'application/json',
    payload: JSON.stringify({ email }),
    headers,
  });

const mailTo = (to: string, mails: readonly EmailContent[] = sent) => mails.filter((mail) => mail.to === to);

describe('a 400 in the language of the page that called (en-US store)', () => {
  it.each([
    ['a Spanish page', page('es-US'), 'Ingresa una dirección de correo electrónico válida.'],
    ['any Spanish', page('es-MX'), 'Ingresa una dirección de correo electrónico válida.'],
    ['an English page', page('en-US'), 'Please enter a valid email address.'],
    ['no language named: the store’s', { accept: 'application/json' }, 'Please enter a valid email address.'],
    ['a Spanish browser’s own request: the store’s', SPANISH_BROWSER, 'Please enter a valid email address.'],
  ])('%s', async (_, headers, displayMessage) => {
    const visitor = await Visitor.arrive(t.app);
    const res = await askData(visitor, 'nadie@ejemplo', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): email is not an email address',
      displayMessage,
      data: { status: 400 },
    });
    // A cache keeps one answer per language.
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('validation names the field in the page’s language (http/validate.ts)', async () => {
    const visitor = await Visitor.arrive(t.app);
    const send = (headers: Record<string, string>) =>
      visitor.send({
        method: 'POST',
        url: ADMIN_AJAX_PATH,
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams({
          action: 'add_to_cart',
          ...eGiftForm(today),
          quantity: '2',
        }).toString(),
        headers,
      });
    const es = await send(page('es-US'));
    expect(es.statusCode).toBe(400);
    expect(es.json().displayMessage).toBe('Revisa la cantidad.');
    const en = await send(page('en-US'));
    expect(en.json().displayMessage).toMatch(/^Please check the quantity: .+\.$/);
    expect(en.json().message).toBe(es.json().message);
  });

  it('an e-gift’s own rules too (cart/eGiftRules.ts)', async () => {
    const visitor = await Visitor.arrive(t.app);
    const res = await visitor.send({
      method: 'POST',
      url: ADMIN_AJAX_PATH,
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams({
        action: 'add_to_cart',
        ...eGiftForm(today),
        pw_gift_card_to: 'alex@',
      }).toString(),
      headers: page('es'),
    });
    expect(res.json().displayMessage).toBe('Ingresa un correo válido para el destinatario.');
  });
});

// decision 0215: the survey's options named in the page's language, their ids the same.
describe('the survey’s options in the language of the page that asked (en-US store)', () => {
  it.each([
    ['a Spanish page', page('es-US'), ['Un amigo', 'Otro']],
    ['an English page', page('en-US'), ['A friend', 'Other']],
    ['a Spanish browser’s own request: the store’s', SPANISH_BROWSER, ['A friend', 'Other']],
  ])('%s', async (_, headers, names) => {
    const visitor = await Visitor.arrive(t.app);
    const res = await visitor.send({ method: 'GET', url: callUrl(getPostPurchaseOptions), headers });
    expect(res.statusCode).toBe(200);
    const options = res.json() as { id: string; name: string }[];
    expect(['friend', 'other'].map((id) => options.find((option) => option.id === id)?.name)).toEqual(names);
  });
});

describe('the emails a call causes speak its page’s language (en-US store)', () => {
  it('a data link asked from a Spanish page: the answer and the email in Spanish', async () => {
    const visitor = await Visitor.arrive(t.app);
    const email = `datos-${Date.now()}@example.com`;
    const res = await askData(visitor, email, page('es-US'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Si tenemos algo de esta dirección, le enviamos por correo un enlace para descargarlo o borrarlo. El enlace funciona durante 24 horas.',
    );
    const [row] = await t.database.db.query<{ locale: string | null }>(
      'SELECT locale FROM data_rights_requests WHERE email = $1',
      [email],
    );
    expect(row?.locale).toBe('es-US');
    await t.app.eGiftMailer!.deliverDue(now);
    const [mail] = mailTo(email);
    expect(mail?.subject).toBe('Tus datos en nuestra tienda: descárgalos o bórralos');
    expect(mail?.html).toContain('<html lang="es-US">');
  });

  it('from an English page, and from a Spanish browser’s own request: English', async () => {
    const visitor = await Visitor.arrive(t.app);
    const english = `data-${Date.now()}@example.com`;
    const browser = `browser-${Date.now()}@example.com`;
    expect((await askData(visitor, english, page('en-US'))).json().message).toMatch(/^If we hold anything/);
    expect((await askData(visitor, browser, SPANISH_BROWSER)).statusCode).toBe(200);
    await t.app.eGiftMailer!.deliverDue(now);
    expect(mailTo(english)[0]?.subject).toBe('Your data at our shop: download or erase it');
    expect(mailTo(browser)[0]?.subject).toBe('Your data at our shop: download or erase it');
  });

  it('an e-gift ordered from a Spanish page is sent in Spanish', async () => {
    const visitor = await Visitor.arrive(t.app);
    const to = `alex-${Date.now()}@example.com`;
    const added = await visitor.send({
      method: 'POST',
      url: ADMIN_AJAX_PATH,
      contentType: 'application/x-www-form-urlencoded',
      payload: new URLSearchParams({
        action: 'add_to_cart',
        ...eGiftForm(today),
        pw_gift_card_to: to,
      }).toString(),
      headers: page('es-US'),
    });
    expect(added.statusCode, added.body).toBe(200);
    const placed = await visitor.send({
      method: 'POST',
      url: callUrl(placeOrder),
      contentType: 'application/json',
      payload: '{}',
      headers: page('es-US'),
    });
    expect(placed.statusCode, placed.body).toBe(200);
    await t.app.eGiftMailer!.deliverDue(now);
    const [mail] = mailTo(to);
    expect(mail?.subject).toBe('Sam te envió una tarjeta de regalo de $75');
    expect(mail?.text).toContain('Hola, Alex:');
  });
});

describe('a row written before migration 058 (no locale) speaks the store’s language', () => {
  const { now: at } = afterTodaysSendTime();
  const esSent: EmailContent[] = [];
  const es = useTestApp({
    locale: 'es-US',
    clock: () => at,
    eGiftMail: { sender: { send: async (email) => void esSent.push(email), close: () => {} }, pollMs: 0 },
  });
  const oldRow = (db: typeof t.database.db, email: string) =>
    db.query(
      `INSERT INTO data_rights_requests (token, email, link, session_id, client_address, created_at, expires_at)
       VALUES ($1, $2, 'http://store/privacy/data?token=x', 's', '127.0.0.1', $3, $4)`,
      [`old-${email}`, email, at.toISOString(), new Date(at.getTime() + 86_400_000).toISOString()],
    );

  it('on an es-US store: Spanish', async () => {
    await oldRow(es.database.db, 'viejo@example.com');
    await es.app.eGiftMailer!.deliverDue(at);
    expect(mailTo('viejo@example.com', esSent)[0]?.subject).toBe(
      'Tus datos en nuestra tienda: descárgalos o bórralos',
    );
  });

  it('on an en-US store: English', async () => {
    await oldRow(t.database.db, 'old@example.com');
    await t.app.eGiftMailer!.deliverDue(now);
    expect(mailTo('old@example.com')[0]?.subject).toBe('Your data at our shop: download or erase it');
  });

  it('an English page on the es-US store gets English', async () => {
    const visitor = await Visitor.arrive(es.app);
    const res = await askData(visitor, 'nadie@ejemplo', page('en-US'));
    expect(res.json().displayMessage).toBe('Please enter a valid email address.');
    const other = await askData(visitor, 'nadie@ejemplo', { accept: 'application/json' });
    expect(other.json().displayMessage).toBe('Ingresa una dirección de correo electrónico válida.');
  });
});
