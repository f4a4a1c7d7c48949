import { useMessages } from '@pc/shared';
import { contactMessages } from '../messages/index.ts';

/** spec §2 Contact page / §9: customer support hours. */
export function SupportHours() {
  const m = useMessages(contactMessages);
  return (
    <section className="hours" part="hours" aria-labelledby="pc-contact-hours">
      <h2 id="pc-contact-hours">{m.hoursTitle}</h2>
      <p className="hours__time">{m.hours}</p>
    </section>
  );
}
