import type { OrderDetails } from '@pc/shared/contract';
import { ApiError } from '@pc/storefront-elements/api';
import { frameMessages, frameViews } from './frameViews.ts';

// What makes the order page's e-gift forms work (frames/order.tsx; docs/decisions/0118, 0147): CHANGE DATE and
// RESEND send their card's change, and the order is drawn again from the store's answer. A refusal
// shows the store's message and keeps what was typed (spec §8). Its words are the frames' catalog's, in
// the page's locale (frameViews.ts frameMessages).

/** The two calls (contract/order.ts changeEGiftDate, resendEGift), sent by the frame's script. */
export interface OrderActionCalls {
  changeDate(ids: { orderId: string; cardId: string }, date: string): Promise<OrderDetails>;
  resend(ids: { orderId: string; cardId: string }, email: string): Promise<OrderDetails>;
}

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
      const m = await frameMessages();
      if (alert) alert.textContent = kind === 'date' ? m.chooseDate : m.enterEmail;
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
      const m = views.messages;
      order.replaceChildren(
        ...(views.orderNodes(changed, m.orderDetailsHeading, { actions: true })[0]?.childNodes ?? []),
      );
      const gift = changed.eGifts.find((each) => each.id === ids.cardId);
      const name = gift?.recipientName ?? '';
      const done =
        kind === 'date'
          ? m.dateChanged({ name })
          : gift?.pendingTo
            ? // decision 0145: another address waits for the buyer's confirmation.
              changed.email
              ? m.resendConfirm({ email: changed.email, name, to: gift.pendingTo })
              : m.resendConfirmYou({ name, to: gift.pendingTo })
            : m.resent({ name, email: gift?.to ?? value });
      const newAlert = order.querySelector('.egift-message');
      if (newAlert) newAlert.textContent = done;
      order.querySelector<HTMLElement>('.order-egifts h3')?.focus();
    } catch (failure) {
      if (alert)
        alert.textContent =
          (failure instanceof ApiError && failure.displayMessage) || (await frameMessages()).actionFailed;
    } finally {
      busy = false;
    }
  });
};
