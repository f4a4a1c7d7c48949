import { useMessages } from '@pc/shared';
import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import { useId, useState } from 'react';
import { dialogMessages } from '../messages/dialogs/index.ts';
import { moreInfoSections } from '../model/moreInfo.ts';

/**
 * spec §2 Results: the 'more info' modal's sections (model/moreInfo.ts) with the more/less
 * full-ingredient toggle under Made With. Part of the modals' chunk (docs/decisions/0074).
 */
export function MoreInfoSections({ product }: { product: ResultsProduct | ResultsSubProduct }) {
  const m = useMessages(dialogMessages);
  return (
    <>
      {moreInfoSections(product, m).map((section) => (
        <section key={section.id} className="more-info__section">
          <h3 className="more-info__title">{section.title}</h3>
          {section.text ? <p>{section.text}</p> : null}
          {section.fullIngredients ? <FullIngredients text={section.fullIngredients} /> : null}
        </section>
      ))}
    </>
  );
}

function FullIngredients({ text }: { text: string }) {
  const m = useMessages(dialogMessages);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      {open ? (
        <p id={id} className="more-info__ingredients">
          {text}
        </p>
      ) : null}
      <button
        type="button"
        className="text-button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        {open ? m.ingredientsLess : m.ingredientsMore}
        <span className="pc-visually-hidden"> {m.fullIngredients}</span>
      </button>
    </>
  );
}
