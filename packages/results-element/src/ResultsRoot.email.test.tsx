import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { analytics, renderResults, settle, useResultsPage } from './test/renderResults.tsx';

useResultsPage();

const captureDialog = () => screen.getByRole('dialog', { name: 'Unlock Your Products' });
const isOpen = () => screen.queryByRole('dialog', { name: 'Unlock Your Products' }) !== null;
/** The capture opens once the modals' chunk has arrived (docs/decisions/0074). */
const opened = () => screen.findByRole('dialog', { name: 'Unlock Your Products' });
const captureField = () => screen.getByRole('textbox', { name: 'Enter Email' });
const unlock = () => fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
const captures = (paths: ReturnType<typeof renderResults>['paths']) =>
  paths(/\/v2\/survey_results\//).filter((request) => !request.headers['Content-Type']);
const saved = () => analytics.filter((event) => event.event === 'Quiz Results Saved');

describe('email capture (spec §4 Results, §5, §7, §8)', () => {
  it("shows 'Unlock Your Products' once when showEmailCapture and no cookie, and sets the 30-day cookie", async () => {
    expect(Cookies.get('email_capture_shown')).toBeUndefined();
    renderResults({ showEmailCapture: true });
    await opened();
    expect(captureField().getAttribute('placeholder')).toBe('Enter Email');
    expect(screen.getByRole('button', { name: 'Skip This Step' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(Cookies.get('email_capture_shown')).toBe('1');
  });

  it.each([
    ['the cookie says it was shown', { showEmailCapture: true }, true],
    ['the results state does not ask for it', { showEmailCapture: false }, false],
  ])('is not shown when %s', async (_, results, cookie) => {
    if (cookie) Cookies.set('email_capture_shown', '1', { path: '/' });
    renderResults(results);
    await settle();
    expect(isOpen()).toBe(false);
  });

  it('an empty email is silently ignored', async () => {
    const { paths } = renderResults({ showEmailCapture: true });
    await opened();
    await userEvent.type(captureField(), '   ');
    unlock();
    await settle();
    expect(captures(paths)).toHaveLength(0);
    expect(screen.queryByText('Invalid Email')).toBeNull();
    expect(isOpen()).toBe(true);
  });

  it("an invalid email shows 'Invalid Email', announced and tied to the field", async () => {
    const { paths } = renderResults({ showEmailCapture: true });
    await opened();
    await userEvent.type(captureField(), 'sam@example');
    unlock();
    const error = await screen.findByText('Invalid Email');
    expect(error.closest('[role="status"]')).not.toBeNull();
    expect(captureField().getAttribute('aria-invalid')).toBe('true');
    expect(captureField().getAttribute('aria-describedby')).toBe(error.id);
    expect(captures(paths)).toHaveLength(0);
    expect(isOpen()).toBe(true);
  });

  it('posts form-encoded with source captured_email_for_quiz_results; a second submit in flight is ignored; success tracks and closes', async () => {
    const { paths, release } = renderResults(
      { showEmailCapture: true },
      {},
      { hold: (request) => request.url.includes('/v2/survey_results/') },
    );
    await opened();
    await userEvent.type(captureField(), ' sam@example.com ');
    unlock();
    unlock();
    await settle();
    const sent = captures(paths);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/wp-json/pc/v2/survey_results/log-1');
    expect(Object.fromEntries(new URLSearchParams(sent[0]!.body))).toEqual({
      email: 'sam@example.com',
      source: 'captured_email_for_quiz_results',
    });
    expect(isOpen()).toBe(true);
    await act(async () => release());
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(saved()).toEqual([
      { event: 'Quiz Results Saved', properties: { source: 'captured_email_for_quiz_results' } },
    ]);
  });

  it('a failed request is ignored and the modal still closes (spec §8)', async () => {
    renderResults({ showEmailCapture: true }, {}, { saveAnswer: { status: 500, body: {} } });
    await opened();
    await userEvent.type(captureField(), 'sam@example.com');
    unlock();
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(saved()).toEqual([]);
  });

  it.each([
    ['Skip This Step', () => fireEvent.click(screen.getByRole('button', { name: 'Skip This Step' }))],
    ['the X', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape (counts as skip)', () => fireEvent(captureDialog(), new Event('cancel', { cancelable: true }))],
  ])('%s closes it without posting, and focus goes to the results heading', async (_, close) => {
    const { paths } = renderResults({ showEmailCapture: true });
    await opened();
    close();
    await waitFor(() => expect(isOpen()).toBe(false));
    expect(captures(paths)).toHaveLength(0);
    // It opened on load, when nothing had focus: the keyboard goes on from the results' start.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });
});

describe('save-results banner (spec §2, §5 "trimmed; not validated locally", §8)', () => {
  const field = () => screen.getByRole('textbox', { name: 'Not Ready? Enter Email to Save Results' });
  const ok = () => fireEvent.click(screen.getByRole('button', { name: 'OK' }));

  it("posts JSON with source saved_quiz_results, then 'THANK YOU!' and the event", async () => {
    const { paths } = renderResults();
    await userEvent.type(field(), '  sam@example  ');
    ok();
    expect(await screen.findByText('THANK YOU!')).toBeTruthy();
    const [request] = paths(/\/v2\/survey_results\/log-1$/);
    expect(request!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(request!.body!)).toEqual({ email: 'sam@example', source: 'saved_quiz_results' });
    expect(screen.queryByRole('textbox', { name: /Save Results/ })).toBeNull();
    expect(saved()).toEqual([{ event: 'Quiz Results Saved', properties: { source: 'saved_quiz_results' } }]);
  });

  it("a failure shows the server's display message and keeps the typed email", async () => {
    renderResults(
      {},
      {},
      {
        saveAnswer: {
          status: 400,
          body: { code: 'rest_invalid_param', message: 'x', displayMessage: 'Please enter a valid email.' },
        },
      },
    );
    await userEvent.type(field(), 'sam@');
    ok();
    const message = await screen.findByText('Please enter a valid email.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(field()).toHaveProperty('value', 'sam@');
    expect(field().getAttribute('aria-describedby')).toBe(message.id);
    expect(saved()).toEqual([]);
  });

  it("a failure without a display message shows 'Something went wrong, please try again'", async () => {
    renderResults({}, {}, { saveAnswer: new TypeError('Failed to fetch') });
    await userEvent.type(field(), 'sam@example.com');
    ok();
    // The write that got no answer is sent once more after 1 s first (docs/decisions/0129).
    expect(
      await screen.findByText('Something went wrong, please try again', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(field()).toHaveProperty('value', 'sam@example.com');
  });

  it('is not shown without a survey log to save', () => {
    renderResults({ surveyLogId: '' });
    expect(screen.queryByText('Not Ready? Enter Email to Save Results')).toBeNull();
  });
});
