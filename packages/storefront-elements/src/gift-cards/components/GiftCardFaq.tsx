import { Accordion, useMessages } from '@pc/shared';
import type { FaqEntry } from '../../contact/model/faq.ts';
import { giftCardsMessages } from '../messages/index.ts';

export interface GiftCardFaqProps {
  readonly entries: readonly FaqEntry[];
  /** the shopper comes to a question: the send time in their own time may start loading */
  onApproach(): void;
}

/** spec §2 "a gift card FAQ": the shared WAI-ARIA accordion. */
export function GiftCardFaq({ entries, onApproach }: GiftCardFaqProps) {
  const m = useMessages(giftCardsMessages);
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
        {m.faqTitle}
      </h2>
      <Accordion
        headingLevel={3}
        items={entries.map((entry) => ({
          id: entry.id,
          title: entry.question,
          content: (
            <p>{entry.answer.map((segment) => (typeof segment === 'string' ? segment : segment.text))}</p>
          ),
        }))}
      />
    </section>
  );
}
