import { ADMIN_AJAX_PATH, askForData, placeOrder, resendEGift } from '@pc/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { eGiftForm } from '../../test/eGiftForm.ts';
import { afterTodaysSendTime, useMailWorkerApp } from '../../test/mailWorkerApp.ts';
import type { EmailContent } from '../giftCards/eGiftEmail.ts';
import { CONFIRM_PATH } from '../giftCards/eGiftRecipientChange.ts';
import { CONFIRM_BUTTON } from '../giftCards/recipientChangePage.ts';
import { DATA_JSON_PATH, DATA_PATH, ERASE_PATH } from '../privacy/dataRights.ts';
import { dataPageHtml, ERASE_BUTTON } from '../privacy/dataRightsPage.ts';
import { QA_CALLS } from '../qa/qaSchemas.ts';
import { SAVED_RESULTS_PATH } from '../results/savedResultsLink.ts';
import { callUrl } from '../test/calls.ts';
import { useTestApp } from '../test/testApp.ts';
import { Visitor } from '../test/visitor.ts';

// issue 43 item 1: the pages the store draws itself that an email's link opens (a shopper's data,
// decision 0150; an e-gift's new address, decision 0145) speak the language of the email that carried
// the link: its row's locale (migration 058), else the store's (PC_LOCALE). The link is opened by a
// browser navigation, whose Accept-Language is the browser's, never the page's that asked. The suite's
// store speaks en-US.

const { t, sent, now, today } = useMailWorkerApp();

/** The elements' API client's headers on a page in `lang` (decision 0216). */
const page = (lang: string) => ({ accept: 'application/json', 'accept-language': lang });
/** A browser's own navigation, in a browser set to English: it says nothing of the email's language. */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
};

const linkIn = (email: EmailContent) => new URL(/http:\/\/\S+/.exec(email.text)![0]);
const mailTo = (to: string) => sent.filter((mail) => mail.to === to);
const open = (link: URL): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: NAVIGATION });
const postToken = (path: string, token: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...NAVIGATION, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

/** A data link asked from a page in `lang` (null: a row from before migration 058, no locale). */
const dataLink = async (lang: string | null): Promise<URL> => {
  const email = `datos-${(lang ?? 'none').toLowerCase()}-${Date.now()}@example.com`;
  const visitor = await Visitor.arrive(t.app);
  const asked = await visitor.send({
    method: 'POST',
    url: callUrl(askForData),
    contentType: 'application/json',
    payload: JSON.stringify({ email }),
    headers: page(lang ?? 'en-US'),
  });
  expect(asked.statusCode, asked.body).toBe(200);
  if (lang === null)
    await t.database.db.query('UPDATE data_rights_requests SET locale = NULL WHERE email = $1', [email]);
  await t.app.eGiftMailer!.deliverDue(now);
  return linkIn(mailTo(email)[0]!);
};

describe('the data link’s pages speak its email’s language (decision 0150)', () => {
  it('a link emailed in es-US opens its page in Spanish, on the en-US store, in an English browser', async () => {
    const link = await dataLink('es-US');
    const shown = await open(link);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="es-US">');
    expect(shown.body).toContain('<title>Tus datos</title>');
    expect(shown.body).toMatch(/<p>Lo que guardamos de datos-es-us-\d+@example\.com:<\/p>/);
    expect(shown.body).toContain('download="our-data.json">Descárgalo (JSON)</a>');
    expect(shown.body).toContain('<button type="submit">BORRAR MIS DATOS</button>');
    expect(shown.body).not.toMatch(/Your data|What we hold|Download it|ERASE MY DATA/);

    const token = link.searchParams.get('token')!;
    const erased = await postToken(ERASE_PATH, token);
    expect(erased.statusCode).toBe(200);
    expect(erased.body).toContain('<html lang="es-US">');
    expect(erased.body).toContain(
      '<p>Listo: borramos tu correo y los nombres que diste en tus cuestionarios',
    );
    // Spent: the link's pages say so, still in its email's language.
    const again = await postToken(ERASE_PATH, token);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<p>Este enlace venció o ya se usó para borrar. Pide uno nuevo.</p>');
    const json = await t.app.inject({
      method: 'GET',
      url: `${DATA_JSON_PATH}?token=${token}`,
      headers: NAVIGATION,
    });
    expect(json.statusCode).toBe(200); // the link's 24 hours still show what is left
  });

  it('a row without a locale, and a token the store never made, on the en-US store: English, as before', async () => {
    const link = await dataLink(null);
    const token = link.searchParams.get('token')!;
    const shown = await open(link);
    expect(shown.statusCode).toBe(200);
    const email = /What we hold for (\S+):/.exec(shown.body)?.[1];
    // Byte for byte the page as it was drawn before issue 43 (dataPageHtml in en-US).
    expect(shown.body).toBe(
      dataPageHtml(email!, token, { json: DATA_JSON_PATH, erase: ERASE_PATH }, 'en-US'),
    );
    expect(shown.body).toContain('<html lang="en">');
    expect(shown.body).toContain(`<button type="submit">${ERASE_BUTTON}</button>`);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `${DATA_PATH}?token=nope`,
      headers: NAVIGATION,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<title>Your data</title>');
  });
});

describe('the e-gift recipient change’s page speaks its email’s language (decision 0145)', () => {
  /** A customer's e-gift order, sent; its resend to a new address asked from a page in `lang`. */
  const askedChange = async (lang: string): Promise<URL> => {
    sent.length = 0;
    const buyer = await Visitor.arrive(t.app);
    expect((await buyer.postJson(QA_CALLS.identity.path, { customer: true })).statusCode).toBe(200);
    expect((await buyer.postForm(ADMIN_AJAX_PATH, eGiftForm(today))).statusCode).toBe(200);
    const orderId: string = (await buyer.postJson(callUrl(placeOrder), {})).json().orderId;
    const [card] = await t.database.db.query<{ id: string }>(
      'SELECT id::text FROM gift_cards WHERE order_id = $1::bigint',
      [orderId],
    );
    await t.database.db.query(
      'UPDATE gift_card_emails SET sent_at = now(), attempts = 1 WHERE gift_card_id = $1',
      [card!.id],
    );
    const asked = await buyer.send({
      method: 'POST',
      url: callUrl(resendEGift, { orderId, cardId: card!.id }),
      contentType: 'application/json',
      payload: JSON.stringify({ email: 'alex.nuevo@example.com' }),
      headers: page(lang),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await t.app.eGiftMailer!.deliverDue(now);
    const confirmation = sent.find((mail) => mail.text.includes(`${CONFIRM_PATH}?token=`));
    return linkIn(confirmation!);
  };

  it('asked from a Spanish page: the confirmation and its answer in Spanish', async () => {
    const link = await askedChange('es-US');
    const shown = await open(link);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="es-US">');
    expect(shown.body).toContain('<h1>Confirma la nueva dirección</h1>');
    expect(shown.body).toMatch(
      /<p>¿Enviar la tarjeta de regalo electrónica para Alex \(pedido n\.º \d+\) a alex\.nuevo@example\.com\?<\/p>/,
    );
    expect(shown.body).toContain('<button type="submit">ENVIARLA A LA NUEVA DIRECCIÓN</button>');
    const token = link.searchParams.get('token')!;
    const confirmed = await postToken(CONFIRM_PATH, token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.body).toContain('<h1>La tarjeta electrónica va en camino</h1>');
    expect(confirmed.body).toContain(
      '<p>La tarjeta de regalo electrónica para Alex se está enviando a alex.nuevo@example.com.</p>',
    );
    const again = await postToken(CONFIRM_PATH, token);
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('<p>Este enlace venció o ya se usó. No se cambió nada.</p>');
  });

  it('asked from an English page: English, as before', async () => {
    const shown = await open(await askedChange('en-US'));
    expect(shown.body).toContain('<html lang="en">');
    expect(shown.body).toContain('<h1>Confirm the new address</h1>');
    expect(shown.body).toContain(`<button type="submit">${CONFIRM_BUTTON}</button>`);
  });
});

describe('on an es-US store, a link without a locale (or unknown) opens a page in the store’s: Spanish', () => {
  const { now: at } = afterTodaysSendTime();
  const es = useTestApp({ locale: 'es-US', clock: () => at });

  it('a data row from before migration 058, and an unknown e-gift link', async () => {
    await es.database.db.query(
      `INSERT INTO data_rights_requests (token, email, link, session_id, client_address, created_at, expires_at)
       VALUES ('viejo-token', 'viejo@example.com', 'http://store/privacy/data?token=viejo-token', 's',
               '127.0.0.1', $1, $2)`,
      [at.toISOString(), new Date(at.getTime() + 86_400_000).toISOString()],
    );
    const shown = await es.app.inject({
      method: 'GET',
      url: `${DATA_PATH}?token=viejo-token`,
      headers: NAVIGATION,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('<html lang="es-US">');
    expect(shown.body).toContain('<p>Lo que guardamos de viejo@example.com:</p>');
    const unknown = await es.app.inject({
      method: 'GET',
      url: `${CONFIRM_PATH}?token=${'x'.repeat(43)}`,
      headers: NAVIGATION,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Dirección de la tarjeta electrónica</h1>');
  });

  it('a saved-results link that opens nothing: its email’s row is gone by then, the store’s language', async () => {
    const unknown = await es.app.inject({
      method: 'GET',
      url: `${SAVED_RESULTS_PATH}?token=nope`,
      headers: NAVIGATION,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<html lang="es-US">');
    expect(unknown.body).toContain('<h1>Este enlace no abre ningún resultado</h1>');
    expect(unknown.body).toContain(
      '<p>Revisa que se haya abierto el enlace completo del correo. Vuelve a hacer el cuestionario para obtener tus resultados.</p>',
    );
    expect(unknown.body).toContain('<a href="/quiz">Hacer el cuestionario</a>');
  });
});
