import { Accordion, pageUrl, useMessages, withNodes } from '@pc/shared';
import {
  RETURNS_DAYS,
  SHIPPING_EXPRESS_BUSINESS_DAYS,
  SHIPPING_REGULAR_BUSINESS_DAYS,
} from '@pc/shared/constants';
import { contactMessages } from '../messages/index.ts';
import { ACCOUNT_ORDERS_PATH } from '../model/faq.ts';

/**
 * spec §2 Contact page: the FAQ accordion (WAI-ARIA accordion from @pc/shared) holds exactly these three
 * entries, in this order: returns satisfaction guarantee, managing or cancelling a subscription, shipping
 * speed. The answers state spec §9's facts; the questions' and answers' wording is ours, since the spec
 * names the topics only.
 */
export function ContactFaq() {
  const m = useMessages(contactMessages);
  return (
    <section className="faq" part="faq" aria-labelledby="pc-contact-faq">
      <h2 id="pc-contact-faq">{m.faqTitle}</h2>
      <Accordion
        headingLevel={3}
        items={[
          {
            id: 'returns',
            title: m.returnsQuestion,
            // spec §9: returns are free, 30 days from receipt, as an exchange or a return.
            content: <p>{m.returnsAnswer({ days: RETURNS_DAYS })}</p>,
          },
          {
            id: 'subscription',
            title: m.subscriptionQuestion,
            content: (
              <p>
                {withNodes(m.subscriptionAnswer, {
                  // A store page where the configuration puts it (docs/decisions/0098).
                  ordersLink: <a href={pageUrl(ACCOUNT_ORDERS_PATH)}>{m.ordersLinkText}</a>,
                })}
              </p>
            ),
          },
          {
            id: 'shipping',
            title: m.shippingQuestion,
            // spec §9: regular shipping 3-7 business days; express 2 business days.
            content: (
              <p>
                {m.shippingAnswer({
                  regularDays: SHIPPING_REGULAR_BUSINESS_DAYS,
                  expressDays: SHIPPING_EXPRESS_BUSINESS_DAYS,
                })}
              </p>
            ),
          },
        ]}
      />
    </section>
  );
}
