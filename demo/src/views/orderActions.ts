import type { OrderDetails } from '@pc/shared/contract';
import { ApiError } from '@pc/storefront-elements/api';
import { frameViews } from './frameViews.ts';

// What makes the order page's e-gift forms work (frames/order.tsx; docs/decisions/0118, 0147): CHANGE DATE and
// RESEND send their card's change, and the order is drawn again from the store's answer. A refusal
// shows the store's message and keeps what was typed (spec §8).

/** The two calls (contract/order.ts changeEGiftDate, resendEGift), sent by the frame's script. */
export interface OrderActionCalls {
  changeDate(ids: { orderId: string; cardId: string }, date: string): Promise<OrderDetails>;
  resend(ids: { orderId: string; cardId: string }, email: string): Promise<OrderDetails>;
}

const FAILED = 'That could not be done. Please try again.';

/** Wires the order section `order` (`section.order` with e-gift forms); it keeps its listener when redrawn. */
export const wireOrderActions = (order: HTMLElement, calls: OrderActionCalls): void => {
  let busy = false;
  order.addEventListener('submit', async (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const kind = form?.classList.contains('egift-date')
      ? 'date'
      : form?.classList.contains('egift-resend')
        ? 'resend'
        : null;
    const section = form?.closest<HTMLElement>('.order-egifts');
    if (!form || !kind || !section) return;
    event.preventDefault();
    const alert = section.querySelector('.egift-message');
    const ids = { orderId: section.dataset.order ?? '', cardId: form.dataset.card ?? '' };
    const value = form.querySelector('input')?.value.trim() ?? '';
    if (!value) {
      if (alert) alert.textContent = kind === 'date' ? 'Choose a date.' : 'Enter an email address.';
      return;
    }
    if (busy) return;
    busy = true;
    if (alert) alert.textContent = '';
    try {
      // The views come with the answer (decision 0199: none of them before the page settles).
      const [changed, views] = await Promise.all([
        kind === 'date' ? calls.changeDate(ids, value) : calls.resend(ids, value),
        frameViews.load(),
      ]);
      order.replaceChildren(
        ...(views.orderNodes(changed, 'Order details', { actions: true })[0]?.childNodes ?? []),
      );
      const gift = changed.eGifts.find((each) => each.id === ids.cardId);
      const name = gift?.recipientName ?? '';
      const done =
        kind === 'date'
          ? `The e-gift for ${name} now goes out on the new date.`
          : gift?.pendingTo
            ? // decision 0145: another address waits for the buyer's confirmation.
              `We emailed ${changed.email ?? 'you'} a link to confirm sending the e-gift for ${name} to ${gift.pendingTo}.`
            : `The e-gift for ${name} is being sent again to ${gift?.to ?? value}.`;
      const newAlert = order.querySelector('.egift-message');
      if (newAlert) newAlert.textContent = done;
      order.querySelector<HTMLElement>('.order-egifts h3')?.focus();
    } catch (failure) {
      if (alert) alert.textContent = (failure instanceof ApiError && failure.displayMessage) || FAILED;
    } finally {
      busy = false;
    }
  });
};
