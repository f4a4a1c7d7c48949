import { useMessages } from '@pc/shared';
import { contactMessages } from '../messages/index.ts';
import { type ContactDetails, mailtoHref, smsHref } from '../model/contactDetails.ts';

export interface ContactChannelsProps {
  readonly details: ContactDetails;
  /** spec §2: offered only if a chat widget is present and reports availability. */
  readonly chatAvailable: boolean;
  readonly onOpenChat: () => void;
}

/** spec §2 Contact page: contact by email, by SMS, and by live chat. */
export function ContactChannels({ details, chatAvailable, onOpenChat }: ContactChannelsProps) {
  const m = useMessages(contactMessages);
  return (
    <section className="channels" part="channels" aria-labelledby="pc-contact-channels">
      <h2 id="pc-contact-channels">{m.channelsTitle}</h2>
      <ul className="channels__list">
        <li className="channel">
          <span className="channel__label">{m.emailLabel}</span>
          <a className="channel__action" href={mailtoHref(details.supportEmail)}>
            {details.supportEmail}
          </a>
        </li>
        <li className="channel">
          <span className="channel__label">{m.textLabel}</span>
          <a className="channel__action" href={smsHref(details.smsNumber)}>
            {details.smsNumber}
          </a>
        </li>
        {/* The chat's place is kept while it is not offered: the widget is known only after the
            element shows (docs/decisions/0024), and a card appearing then would shift the page. */}
        {chatAvailable ? (
          <li className="channel">
            <span className="channel__label">{m.chatLabel}</span>
            <button type="button" className="channel__action channel__button" onClick={onOpenChat}>
              {m.chatButton}
            </button>
          </li>
        ) : (
          <li className="channel channel--reserved" aria-hidden="true">
            <span className="channel__label">{m.chatLabel}</span>
            <span className="channel__action channel__button">{m.chatButton}</span>
          </li>
        )}
      </ul>
    </section>
  );
}
