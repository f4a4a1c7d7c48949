import { Accordion, pageUrl } from '@pc/shared';
import type { FaqEntry } from '../model/faq.ts';

function Answer({ entry }: { readonly entry: FaqEntry }) {
  return (
    <p>
      {entry.answer.map((segment) =>
        typeof segment === 'string' ? (
          segment
        ) : (
          // A store page where the configuration puts it (docs/decisions/0098).
          <a key={segment.href} href={pageUrl(segment.href)}>
            {segment.text}
          </a>
        ),
      )}
    </p>
  );
}

/** spec §2 Contact page: the FAQ accordion (WAI-ARIA accordion from @pc/shared). */
export function ContactFaq({ entries }: { readonly entries: readonly FaqEntry[] }) {
  return (
    <section className="faq" part="faq" aria-labelledby="pc-contact-faq">
      <h2 id="pc-contact-faq">Frequently Asked Questions</h2>
      <Accordion
        headingLevel={3}
        items={entries.map((entry) => ({
          id: entry.id,
          title: entry.question,
          content: <Answer entry={entry} />,
        }))}
      />
    </section>
  );
}
