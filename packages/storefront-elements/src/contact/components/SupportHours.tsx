import { useMessages } from '@pc/shared';
import { SUPPORT_HOURS } from '@pc/shared/constants';
import { contactMessages } from '../messages/index.ts';

/** spec §2 Contact page / §9: customer support hours. */
export function SupportHours() {
  const m = useMessages(contactMessages);
  return (
    <section className="hours" part="hours" aria-labelledby="pc-contact-hours">
      <h2 id="pc-contact-hours">{m.hoursTitle}</h2>
      {/* @pc/shared's words (spec §9), not in this element's catalog: in English in every locale. */}
      <p className="hours__time">{SUPPORT_HOURS}</p>
    </section>
  );
}
