import { pageUrl, useMessages } from '@pc/shared';
import { contactMessages } from '../messages/index.ts';
import { ALL_FAQS_PATH, CAREERS_PATH, mailtoHref } from '../model/contactDetails.ts';

/** spec §2 Contact page: all FAQs, a partnerships email link, careers. */
export function ContactLinks({ partnershipsEmail }: { readonly partnershipsEmail: string }) {
  const m = useMessages(contactMessages);
  return (
    <nav className="links" part="links" aria-labelledby="pc-contact-links">
      <h2 id="pc-contact-links">{m.moreHelpTitle}</h2>
      <ul className="links__list">
        <li>
          <a className="links__link" href={pageUrl(ALL_FAQS_PATH)}>
            {m.allFaqs}
          </a>
        </li>
        <li>
          <a className="links__link" href={mailtoHref(partnershipsEmail)}>
            {m.partnerships({ email: partnershipsEmail })}
          </a>
        </li>
        <li>
          <a className="links__link" href={pageUrl(CAREERS_PATH)}>
            {m.careers}
          </a>
        </li>
      </ul>
    </nav>
  );
}
