// A React 19 host of another origin (README "In React and Vue"): the tags in JSX, typed by
// @pc/elements/react; properties (`pageData`) and listeners (`onpc-gift-card-select`) as React 19 sets
// them on a custom element. e2e/framework-hosts.spec.ts drives it; GiftCards.tsx and
// LaunchAfterHydration.tsx are the README's snippets (scripts/readme-snippets.test.ts).
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type HostData, soldOut } from '../../hostData.ts';
import { GiftCards } from './GiftCards.tsx';
import { LaunchAfterHydration } from './LaunchAfterHydration.tsx';

function App({ data }: { data: HostData }) {
  const [shown, setShown] = useState(true);
  const [launch, setLaunch] = useState(data.launch);
  // The host routes the elements' navigation itself (docs/decisions/0181): `detail.href` is the whole
  // address, the cart's hand-off code included, so a router (here a page load: the store's checkout is
  // another origin) keeps the shopper's cart.
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    const route = (event: Event) => {
      event.preventDefault();
      location.assign((event as CustomEvent<{ href: string }>).detail.href);
    };
    const element = main.current!;
    element.addEventListener('pc-navigate', route);
    return () => element.removeEventListener('pc-navigate', route);
  }, []);
  return (
    <main ref={main}>
      <h1>React host</h1>
      <button type="button" onClick={() => setShown((now) => !now)}>
        {shown ? 'Remove the elements' : 'Add the elements'}
      </button>
      <button type="button" onClick={() => setLaunch(soldOut(launch))}>
        Sell out
      </button>
      {shown && <LaunchAfterHydration code="green" pageData={launch} />}
      {shown && <GiftCards pageData={data.giftCards} />}
    </main>
  );
}

const data = (await fetch('/host-data.json').then((answer) => answer.json())) as HostData;
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App data={data} />
  </StrictMode>,
);
