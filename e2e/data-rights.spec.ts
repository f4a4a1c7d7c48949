import { expect, test } from './fixtures.ts';
import { emailsTo } from './mailCatcher.ts';
import { PROFILES, pageNonce, takeSurvey } from './results/surveys.ts';

// issue 39 item 5 (docs/decisions/0150): from the contact page a shopper asks for their data; the
// store emails the address a link (through real SMTP to the run's mail catcher) whose page offers the
// JSON and the erasure. The data is made through the store's own calls: a quiz whose results were
// saved to the address.

test('the contact page’s Your Data: the emailed link downloads the shopper’s data, then erases it', async ({
  page,
  request,
}) => {
  const email = `data-${Date.now()}@example.com`;
  const surveyLogId = await takeSurvey(page, PROFILES.sam, { emailCapture: false });
  const saved = await page.request.post(`/wp-json/pc/v2/survey_results/${surveyLogId}`, {
    data: { email, source: 'saved_quiz_results' },
    headers: { 'X-WP-Nonce': await pageNonce(page) },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto('/contact');
  const section = page.locator('pc-contact').getByRole('region', { name: 'Your Data' });
  await section.getByRole('textbox', { name: 'Email' }).pressSequentially(email);
  await section.getByRole('button', { name: 'EMAIL ME A LINK' }).click();
  await expect(section.getByRole('status')).toHaveText(
    /If we hold anything for this address, we have emailed it a link/,
  );

  // The saved results sent their own email (decision 0158); the data link is the other.
  const dataLinks = async () =>
    (await emailsTo(request, email)).filter((mail) => mail.subject.startsWith('Your data at our shop'));
  await expect.poll(async () => (await dataLinks()).length, { timeout: 10_000 }).toBe(1);
  const [mail] = await dataLinks();
  const link = /http:\/\/\S+/.exec(mail!.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  const download = page.getByRole('link', { name: 'Download it (JSON)' });
  const held = async () =>
    (await page.request.get(new URL((await download.getAttribute('href'))!, link).href)).json();
  expect((await held()).surveyLogs).toEqual([expect.objectContaining({ id: surveyLogId, email })]);

  await page.getByRole('button', { name: 'ERASE MY DATA' }).click();
  await expect(page.getByText(/^Done: we erased your email/)).toBeVisible();
  await page.goto(link); // the link still shows what is held: nothing now
  expect((await held()).surveyLogs).toEqual([]);
  await expect(page.getByRole('button', { name: 'ERASE MY DATA' })).toBeVisible();
});
