import type { ElementProps } from '@pc/shared';
import { useStore } from '@pc/shared';
import { useState } from 'react';
import { useChat } from './behaviour/useChat.ts';
import { ContactChannels } from './components/ContactChannels.tsx';
import { ContactFaq } from './components/ContactFaq.tsx';
import { ContactHero } from './components/ContactHero.tsx';
import { ContactLinks } from './components/ContactLinks.tsx';
import { SupportHours } from './components/SupportHours.tsx';
import { YourData } from './components/YourData.tsx';
import type { meta } from './meta.ts';
import { contactDetails } from './model/contactDetails.ts';
import { createDataRequest } from './state/dataRequest.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type ContactProps = ElementProps<typeof meta>;

/** spec §2 Contact page, and a shopper's data (issue 39; docs/decisions/0150). */
export function Contact({ supportEmail, smsNumber, partnershipsEmail }: ContactProps) {
  const details = contactDetails({ supportEmail, smsNumber, partnershipsEmail });
  const chat = useChat();
  const [dataRequest] = useState(createDataRequest);
  const dataStatus = useStore(dataRequest.$status);
  return (
    <div className="contact pc-column">
      <ContactHero />
      <div className="support">
        <SupportHours />
        <ContactChannels details={details} chatAvailable={chat.available} onOpenChat={chat.open} />
      </div>
      <ContactFaq />
      <ContactLinks partnershipsEmail={details.partnershipsEmail} />
      <YourData status={dataStatus} onSubmit={(email) => void dataRequest.submit(email)} />
    </div>
  );
}
