import { useMessages } from '@pc/shared';
import { contactMessages } from '../messages/index.ts';

/** spec §2 Contact page: hero 'Contact Us' with its lead. */
export function ContactHero() {
  const m = useMessages(contactMessages);
  return (
    <header className="hero" part="hero">
      <h1 className="hero__title">{m.title}</h1>
      <p className="hero__lead">{m.lead}</p>
    </header>
  );
}
