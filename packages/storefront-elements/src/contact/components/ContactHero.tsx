/** spec §2 Contact page: hero 'Contact Us' with its lead. */
export function ContactHero() {
  return (
    <header className="hero" part="hero">
      <h1 className="hero__title">Contact Us</h1>
      <p className="hero__lead">Whatever you need help with, we got your back.</p>
    </header>
  );
}
