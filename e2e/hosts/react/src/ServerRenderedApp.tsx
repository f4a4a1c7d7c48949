import { useState } from 'react';
import { type HostData, soldOut } from '../../hostData.ts';
import { GiftCardsAfterHydration } from './GiftCardsAfterHydration.tsx';
import { LaunchAfterHydration } from './LaunchAfterHydration.tsx';

// The React host's page rendered on its server (serverRender.tsx) and hydrated in the browser
// (hydrate.tsx): the same tree both times, the elements through the README's after-hydration pattern.
export function ServerRenderedApp({ data }: { data: HostData }) {
  const [launch, setLaunch] = useState(data.launch);
  const [selection, setSelection] = useState('none');
  return (
    <main>
      <h1>React host, rendered on the server</h1>
      <button type="button" onClick={() => setLaunch(soldOut(launch))}>
        Sell out
      </button>
      <LaunchAfterHydration code="green" pageData={launch} />
      <GiftCardsAfterHydration
        pageData={data.giftCards}
        onSelect={(chosen) => setSelection(JSON.stringify(chosen))}
      />
      <p>
        Selection: <output aria-label="Selection">{selection}</output>
      </p>
    </main>
  );
}
