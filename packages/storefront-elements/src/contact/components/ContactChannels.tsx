import { type ContactDetails, mailtoHref, smsHref } from '../model/contactDetails.ts';

export interface ContactChannelsProps {
  readonly details: ContactDetails;
  /** spec §2: offered only if a chat widget is present and reports availability. */
  readonly chatAvailable: boolean;
  readonly onOpenChat: () => void;
}

/** spec §2 Contact page: contact by email, by SMS, and by live chat. */
export function ContactChannels({ details, chatAvailable, onOpenChat }: ContactChannelsProps) {
  return (
    <section className="channels" part="channels" aria-labelledby="pc-contact-channels">
      <h2 id="pc-contact-channels">Get in Touch</h2>
      <ul className="channels__list">
        <li className="channel">
          <span className="channel__label">Email</span>
          <a className="channel__action" href={mailtoHref(details.supportEmail)}>
            {details.supportEmail}
          </a>
        </li>
        <li className="channel">
          <span className="channel__label">Text</span>
          <a className="channel__action" href={smsHref(details.smsNumber)}>
            {details.smsNumber}
          </a>
        </li>
        {/* The chat's place is kept while it is not offered: the widget is known only after the
            element shows (docs/decisions/0024), and a card appearing then would shift the page. */}
        {chatAvailable ? (
          <li className="channel">
            <span className="channel__label">Live chat</span>
            <button type="button" className="channel__action channel__button" onClick={onOpenChat}>
              Chat with us
            </button>
          </li>
        ) : (
          <li className="channel channel--reserved" aria-hidden="true">
            <span className="channel__label">Live chat</span>
            <span className="channel__action channel__button">Chat with us</span>
          </li>
        )}
      </ul>
    </section>
  );
}
