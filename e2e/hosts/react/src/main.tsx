// A React 19 host of another origin (README "React and Vue"): the tags in JSX, typed by
// @pc/elements/react; properties (`pageData`) and listeners (`onpc-gift-card-select`) as React 19 sets
// them on a custom element. e2e/framework-hosts.spec.ts drives it.
import type {} from '@pc/elements/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { type HostData, soldOut } from '../../hostData.ts';

function App({ data }: { data: HostData }) {
  const [shown, setShown] = useState(true);
  const [launch, setLaunch] = useState(data.launch);
  const [selection, setSelection] = useState('none');
  const [changes, setChanges] = useState(0);
  return (
    <main>
      <h1>React host</h1>
      <button type="button" onClick={() => setShown((now) => !now)}>
        {shown ? 'Remove the elements' : 'Add the elements'}
      </button>
      <button type="button" onClick={() => setLaunch(soldOut(launch))}>
        Sell out
      </button>
      <p>
        Selection: <output aria-label="Selection">{selection}</output>
      </p>
      <p>
        Cart changes: <output aria-label="Cart changes">{changes}</output>
      </p>
      {shown && (
        <pc-launch code="green" pageData={launch} onpc-cart-change={() => setChanges((n) => n + 1)} />
      )}
      {shown && (
        <pc-gift-cards
          pageData={data.giftCards}
          onpc-gift-card-select={(event) => setSelection(JSON.stringify(event.detail.selection))}
        />
      )}
    </main>
  );
}

const data = (await fetch('/host-data.json').then((answer) => answer.json())) as HostData;
createRoot(document.getElementById('app')!).render(
  <StrictMode>
    <App data={data} />
  </StrictMode>,
);
