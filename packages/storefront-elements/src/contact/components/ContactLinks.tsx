import { pageUrl } from '@pc/shared';
import { ALL_FAQS_PATH, CAREERS_PATH, mailtoHref } from '../model/contactDetails.ts';

/** spec §2 Contact page: all FAQs, a partnerships email link, careers. */
export function ContactLinks({ partnershipsEmail }: { readonly partnershipsEmail: string }) {
  return (
    <nav className="links" part="links" aria-labelledby="pc-contact-links">
      <h2 id="pc-contact-links">More Help</h2>
      <ul className="links__list">
        <li>
          <a className="links__link" href={pageUrl(ALL_FAQS_PATH)}>
            See all FAQs
          </a>
        </li>
        <li>
          <a className="links__link" href={mailtoHref(partnershipsEmail)}>
            Partnerships: {partnershipsEmail}
          </a>
        </li>
        <li>
          <a className="links__link" href={pageUrl(CAREERS_PATH)}>
            Careers
          </a>
        </li>
      </ul>
    </nav>
  );
}
