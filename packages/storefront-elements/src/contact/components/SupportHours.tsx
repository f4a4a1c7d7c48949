import { SUPPORT_HOURS } from '@pc/shared/constants';

/** spec §2 Contact page / §9: customer support hours. */
export function SupportHours() {
  return (
    <section className="hours" part="hours" aria-labelledby="pc-contact-hours">
      <h2 id="pc-contact-hours">Customer Support Hours</h2>
      <p className="hours__time">{SUPPORT_HOURS}</p>
    </section>
  );
}
