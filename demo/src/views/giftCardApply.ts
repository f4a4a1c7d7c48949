import type { CheckoutSummary } from '@pc/shared/contract';
import { cardName, formatPrice } from '@pc/shared/format';
import { ApiError } from '@pc/storefront-elements/api';

// What makes the checkout's gift card field work (frames/checkout.tsx GiftCardField; spec §9, docs/decisions/0114):
// APPLY sends the code, Remove takes a card off; each answer is the new cart, drawn by the frame. A
// refusal shows the store's message in the field's alert and keeps what was typed (spec §8).

const APPLY_FAILED = 'The gift card could not be applied. Please try again.';
const REMOVE_FAILED = 'The gift card could not be removed. Please try again.';

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
    status: (summary: CheckoutSummary) => string,
    failed: string,
  ) => {
    if (busy) return;
    busy = true;
    showError('');
    try {
      const summary = await work();
      await draw(summary, status(summary));
      body.querySelector<HTMLInputElement>('#gift-card-code')?.focus();
    } catch (failure) {
      showError((failure instanceof ApiError && failure.displayMessage) || failed);
    } finally {
      busy = false;
    }
  };
  body.addEventListener('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form?.classList.contains('gift-card-form')) return;
    event.preventDefault();
    const code = form.querySelector<HTMLInputElement>('#gift-card-code')?.value.trim() ?? '';
    if (!code) {
      showError('Enter a gift card code.');
      return;
    }
    void run(
      () => calls.apply(code),
      (summary) => `Gift card applied. Amount due ${formatPrice(summary.amountDue)}.`,
      APPLY_FAILED,
    );
  });
  body.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('.gift-card-remove') : null;
    const id = button?.dataset.giftCard;
    if (!id) return;
    const name = button.getAttribute('aria-label')?.replace(/^Remove /, '') ?? cardName('');
    void run(
      () => calls.remove(id),
      (summary) => `${name} removed. Amount due ${formatPrice(summary.amountDue)}.`,
      REMOVE_FAILED,
    );
  });
};
