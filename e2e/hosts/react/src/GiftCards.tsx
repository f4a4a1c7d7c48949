import type {} from '@pc/elements/react'; // the tags' types in JSX
import { useState } from 'react';

export function GiftCards({ pageData }: { pageData: unknown }) {
  const [selection, setSelection] = useState('none');
  return (
    <>
      <pc-gift-cards
        pageData={pageData}
        onpc-gift-card-select={(event) => setSelection(JSON.stringify(event.detail.selection))}
      />
      <p>
        Selection: <output aria-label="Selection">{selection}</output>
      </p>
    </>
  );
}
