import type { CheckoutSummary } from '@pc/shared/contract';
import { cardName, type PriceFormat } from '@pc/shared/format';
import { ApiError } from '@pc/storefront-elements/api';
import type { FramesMessages } from '@pc/storefront-elements/frames';
import { frameMessages, framePrices } from './frameViews.ts';

// What makes the checkout's gift card field work (frames/checkout.tsx GiftCardField; spec §9, docs/decisions/0114):
// APPLY sends the code, Remove takes a card off; each answer is the new cart, drawn by the frame. A
// refusal shows the store's message in the field's alert and keeps what was typed (spec §8). Its words
// are the frames' catalog's, in the page's locale (frameViews.ts frameMessages).

/** The two calls (contract/order.ts applyGiftCard, removeGiftCard), sent by the frame's script. */
export interface GiftCardCalls {
  apply(code: string): Promise<CheckoutSummary>;
  remove(id: string): Promise<CheckoutSummary>;
}

/**
 * `draw`: redraws the cart from a summary and announces `status` (checkoutFrame.ts wireCheckout).
 * The calls come from the frame's script, whose contract copy is the frame's own (scripts/build/
 * demoBuild.ts).
 */
export const wireGiftCardField = (
  body: HTMLElement,
  draw: (summary: CheckoutSummary, status: string) => Promise<void>,
  calls: GiftCardCalls,
): void => {
  let busy = false;
  const showError = (message: string) => {
    const alert = body.querySelector('.gift-card-message');
    if (alert) alert.textContent = message;
  };
  const run = async (
    work: () => Promise<CheckoutSummary>,
    status: (m: FramesMessages, summary: CheckoutSummary, price: PriceFormat) => string,
    failed: (m: FramesMessages) => string,
  ) => {
    if (busy) return;
    busy = true;
    showError('');
    try {
      const [summary, m, price] = await Promise.all([work(), frameMessages(), framePrices()]);
      await draw(summary, status(m, summary, price));
      body.querySelector<HTMLInputElement>('#gift-card-code')?.focus();
    } catch (failure) {
      showError((failure instanceof ApiError && failure.displayMessage) || failed(await frameMessages()));
    } finally {
      busy = false;
    }
  };
  body.addEventListener('submit', async (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.classList.contains('gift-card-form')) return;
    event.preventDefault();
    const code = form.querySelector<HTMLInputElement>('#gift-card-code')?.value.trim() ?? '';
    if (!code) {
      showError((await frameMessages()).giftCardCodeMissing);
      return;
    }
    void run(
      () => calls.apply(code),
      (m, summary, price) => m.giftCardApplied({ amount: price(summary.amountDue) }),
      (m) => m.giftCardApplyFailed,
    );
  });
  body.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('.gift-card-remove') : null;
    const id = button?.dataset.giftCard;
    if (!id) return;
    void run(
      () => calls.remove(id),
      (m, summary, price) =>
        m.giftCardRemoved({
          card: button.dataset.cardName ?? cardName('', m),
          amount: price(summary.amountDue),
        }),
      (m) => m.giftCardRemoveFailed,
    );
  });
};
