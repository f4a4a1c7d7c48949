import type { ResultsProduct, ResultsSubProduct } from '@pc/shared/contract';
import { type MouseEvent, useRef, useState } from 'react';
import { loadActions, useActions } from './behaviour/actionsChunk.ts';
import { useDialogs } from './behaviour/dialogsChunk.ts';
import { AddedBanner } from './components/AddedBanner.tsx';
import { BathroomModule, type BathroomModuleProps } from './components/BathroomModule.tsx';
import { NavigationRow } from './components/NavigationRow.tsx';
import { type CardFlags, ProductCard } from './components/ProductCard.tsx';
import { SaveResultsBanner, type ShownSaveStatus } from './components/SaveResultsBanner.tsx';
import type { PurchaseChoice } from './model/purchase.ts';

export interface ResultsProps {
  /** The page's one h1 (model/resultsHeading.ts). */
  heading: string;
  /** Visible products with their headers (model/products.ts). */
  cards: readonly { product: ResultsProduct; header: string }[];
  /** Navigation names when the row shows (spec §2), else empty. */
  navigation: readonly string[];
  flags: CardFlags;
  /** The module's view, or null when it is not shown. */
  bathroom: BathroomModuleProps | null;
  adding: readonly number[];
  addError: { productId: number; message: string } | null;
  added: boolean;
  conflict: boolean;
  proceed: boolean;
  capture: { open: boolean; invalid: boolean; sending: boolean };
  /** The save-results banner's status (a failure with its words), or null when there is no survey log to save. */
  save: ShownSaveStatus | null;
  onAdd(product: ResultsProduct, choice: PurchaseChoice): void;
  onConflict(action: 'checkout' | 'clear' | 'cancel'): void;
  onCaptureSubmit(email: string): void;
  onCaptureClose(): void;
  onSave(email: string): void;
  onNavigate(href: string, event: MouseEvent<HTMLAnchorElement>): void;
}

/** spec §2 Results screen: the view. Props in, callbacks out; only which modal is open is its own. */
export function Results(props: ResultsProps) {
  const { cards, flags, addError } = props;
  const root = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [moreInfo, setMoreInfo] = useState<ResultsProduct | ResultsSubProduct | null>(null);
  // The modals come with their chunk (docs/decisions/0074): the capture opens only once it is here
  // (state/email.ts); a conflict answered, or a 'More info' pressed, before it arrived shows when it does.
  // A 'More info' whose chunk failed to load is forgotten, so the next press asks for it again.
  const dialogs = useDialogs(props.conflict || props.capture.open || moreInfo !== null, () =>
    setMoreInfo(null),
  );
  // The proceed banner comes with the actions' chunk, fetched as the server's yes starts its delay.
  const actions = useActions(props.proceed);

  // The move to a card is the actions' chunk's, which the row's buttons fetch as the shopper heads for them.
  const goTo = (name: string) => void loadActions().then((chunk) => chunk.goToCard(root.current, name));

  return (
    <div className="results pc-column" part="results" ref={root}>
      {/* Focusable by script only: where focus goes as the capture that opened on load closes. */}
      <h1 className="results__heading" tabIndex={-1} ref={heading}>
        {props.heading}
      </h1>
      {props.bathroom ? <BathroomModule {...props.bathroom} /> : null}
      {props.navigation.length > 0 ? <NavigationRow names={props.navigation} onGo={goTo} /> : null}
      <div className="cards">
        {cards.map(({ product, header }, position) => (
          <ProductCard
            key={product.id}
            product={product}
            header={header}
            first={position === 0}
            flags={flags}
            adding={props.adding.includes(product.id)}
            error={addError?.productId === product.id ? addError.message : null}
            onAdd={props.onAdd}
            onMoreInfo={setMoreInfo}
          />
        ))}
      </div>
      {props.save ? <SaveResultsBanner status={props.save} onSubmit={props.onSave} /> : null}
      <div className="dock">
        <AddedBanner visible={props.added} onNavigate={props.onNavigate} />
        {actions ? <actions.ProceedBanner onNavigate={props.onNavigate} /> : null}
      </div>
      {/* Once here they stay, closed: closing one leaves the keyboard's place in the results (a Tab
          goes on from there), not at the top of the page. */}
      {dialogs ? <dialogs.MoreInfoDialog subject={moreInfo} onClose={() => setMoreInfo(null)} /> : null}
      {dialogs ? <dialogs.SingleSurveyDialog open={props.conflict} onAnswer={props.onConflict} /> : null}
      {dialogs ? (
        <dialogs.EmailCaptureDialog
          capture={props.capture}
          onSubmit={props.onCaptureSubmit}
          onClose={props.onCaptureClose}
          focusOnClose={() => heading.current}
        />
      ) : null}
    </div>
  );
}
