import {
  elementLocale,
  HostContext,
  handOffCode,
  onOtherOrigin,
  readPageConfig,
  useMessages,
} from '@pc/shared';
import { CRAFTING_FIELD, HAND_OFF_PARAM, LOCALE_FIELD, RESULTS_FIELD } from '@pc/shared/contract';
import { type FormEvent, useContext, useId, useRef } from 'react';
import { quizMessages } from '../messages/index.ts';

/** The hidden field of POST /crafting that carries the page nonce (docs/architecture.md "Server"). */
export const NONCE_FIELD = '_wpnonce';

export interface CompleteFormProps {
  /** `{apiRoot}/crafting` (spec §7 POST /crafting). */
  action: string;
  /** spec §4: COMPLETE is enabled only when the quiz is complete. */
  complete: boolean;
  /**
   * Called as the form submits: returns the summary JSON and the nonce to send. The form posts for
   * real (a full page navigation to the result), so the fields are filled at the last moment.
   */
  onComplete(): { summary: string; nonce: string } | null;
}

/**
 * spec §4 Completion: COMPLETE posts the quiz summary as JSON in a hidden form field to /crafting.
 * A real <form method="post">, so the server's redirect to the results page is an ordinary page load.
 */
export function CompleteForm({ action, complete, onComplete }: CompleteFormProps) {
  const results = readPageConfig().pages?.results;
  const summaryField = useRef<HTMLInputElement>(null);
  const nonceField = useRef<HTMLInputElement>(null);
  const handOffField = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const m = useMessages(quizMessages);
  // issue 43: the store's page for a failed post speaks the quiz's language (LOCALE_FIELD).
  const locale = elementLocale(useContext(HostContext));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const fields = complete ? onComplete() : null;
    if (!fields || !summaryField.current || !nonceField.current) {
      event.preventDefault();
      return;
    }
    // The browser builds the form data after the submit event: values set here are sent.
    const summary = summaryField.current;
    const nonce = nonceField.current;
    const fill = () => {
      summary.value = fields.summary;
      nonce.value = fields.nonce;
    };
    fill();
    // docs/decisions/0098: from a page of another origin the post carries no cookie; a hand-off code
    // makes it this page's session (and the results page the store's, or the host's it names).
    const form = event.currentTarget;
    const handOff = handOffField.current;
    if (!handOff) return;
    event.preventDefault();
    // Filled again as the post leaves: a render while the code is on its way (the completing state)
    // writes each hidden field's defaultValue, which for a hidden input is its value, back to "".
    // Seen on a WordPress post (e2e/wordpress.spec.ts): the post went out empty, "This page has expired".
    void handOffCode(action).then(
      (code) => {
        fill();
        handOff.value = code ?? '';
        form.submit();
      },
      () => {
        fill();
        form.submit();
      },
    );
  };

  return (
    <form className="complete" part="complete" method="post" action={action} onSubmit={onSubmit}>
      <input ref={summaryField} type="hidden" name={CRAFTING_FIELD} defaultValue="" />
      <input ref={nonceField} type="hidden" name={NONCE_FIELD} defaultValue="" />
      <input type="hidden" name={LOCALE_FIELD} value={locale} readOnly />
      {onOtherOrigin() ? (
        <>
          <input ref={handOffField} type="hidden" name={HAND_OFF_PARAM} defaultValue="" />
          {results ? <input type="hidden" name={RESULTS_FIELD} value={results} readOnly /> : null}
        </>
      ) : null}
      {complete ? null : (
        <p id={hintId} className="complete__hint">
          {m.completeHint}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary complete__button"
        part="complete-button"
        disabled={!complete}
        aria-describedby={complete ? undefined : hintId}
      >
        {m.complete}
      </button>
    </form>
  );
}
