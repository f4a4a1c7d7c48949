import { Accordion } from '@pc/shared';
import type { GiftCardFaqEntry } from '../model/giftCardFaq.ts';

export interface GiftCardFaqProps {
  /** the store's heading of the FAQ (page data) */
  readonly title: string;
  readonly entries: readonly GiftCardFaqEntry[];
  /** the shopper comes to a question: the send time in their own time may start loading */
  onApproach(): void;
}

/** spec §2 "a gift card FAQ": the shared WAI-ARIA accordion. */
export function GiftCardFaq({ title, entries, onApproach }: GiftCardFaqProps) {
  return (
    // Reaching the questions: the answers' send time in the shopper's own time comes (decision 0067).
    <section
      className="faq"
      part="faq"
      aria-labelledby="pc-gift-faq"
      onFocus={onApproach}
      onPointerEnter={onApproach}
      onTouchStart={onApproach}
    >
      <h2 id="pc-gift-faq" className="step__title">
        {title}
      </h2>
      <Accordion
        headingLevel={3}
        items={entries.map((entry) => ({
          id: entry.id,
          title: entry.question,
          content: <p>{entry.answer}</p>,
        }))}
      />
    </section>
  );
}
