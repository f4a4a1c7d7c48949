import { Dialog, pageUrl, useMessages } from '@pc/shared';
import type { MouseEvent } from 'react';
import { type DialogMessages, dialogMessages } from '../messages/dialogs/index.ts';

/** spec §2 route table: where the welcome-back overlay's links go. */
export const ORDERS_PATH = '/account/orders';
export const SELF_RESULTS_PATH = '/quizresult';

export interface WelcomeBackDialogProps {
  open: boolean;
  /** The identified customer's first name (spec §6), or null for an anonymous visitor. */
  firstName: string | null;
  /** An identified customer (spec §6): orders link rather than results link. */
  customer: boolean;
  onRetake(): void;
  /** Escape: the quiz shows with its answers (the overlay's "continue"). */
  onDismiss(): void;
  /** A link was followed: the host may route it (pc-navigate). */
  onNavigate(href: string, event: MouseEvent<HTMLAnchorElement>): void;
}

/** 'Welcome back, Sam!' for a customer with a first name, 'Welcome back!' otherwise (spec §2), in `m`. */
export const welcomeBackTitle = (
  firstName: string | null,
  m: Pick<DialogMessages, 'welcomeBack' | 'welcomeBackName'>,
): string => (firstName?.trim() ? m.welcomeBackName({ firstName: firstName.trim() }) : m.welcomeBack);

/**
 * spec §2 welcome-back overlay (self quiz, when the quiz is already complete): VIEW YOUR ORDERS for
 * identified customers, SEE MY RESULTS for anonymous visitors, and RETAKE SURVEY.
 */
export function WelcomeBackDialog({
  open,
  firstName,
  customer,
  onRetake,
  onDismiss,
  onNavigate,
}: WelcomeBackDialogProps) {
  const m = useMessages(dialogMessages);
  const link = customer
    ? { href: ORDERS_PATH, text: m.viewOrders }
    : { href: SELF_RESULTS_PATH, text: m.seeResults };
  return (
    <Dialog
      open={open}
      title={welcomeBackTitle(customer ? firstName : null, m)}
      onCancel={onDismiss}
      className="quiz-dialog"
    >
      <p className="quiz-dialog__text">{m.welcomeBackText}</p>
      <div className="quiz-dialog__actions">
        <a
          className="button button--primary"
          part="button"
          href={pageUrl(link.href)}
          onClick={(event) => onNavigate(link.href, event)}
        >
          {link.text}
        </a>
        <button type="button" className="button button--secondary" part="button" onClick={onRetake}>
          {m.retake}
        </button>
      </div>
    </Dialog>
  );
}
