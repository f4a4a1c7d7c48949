import { Accordion, useMessages } from '@pc/shared';
import type { FaqEntry } from '../../contact/model/faq.ts';
import { giftCardsMessages } from '../messages/index.ts';

/** spec §2 "a gift card FAQ": the shared WAI-ARIA accordion. */
export function GiftCardFaq({ entries }: { readonly entries: readonly FaqEntry[] }) {
  const m = useMessages(giftCardsMessages);
  return (
    <section className="faq" part="faq" aria-labelledby="pc-gift-faq">
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
