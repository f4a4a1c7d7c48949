import type { ElementProps } from '@pc/shared';
import { page, sharedMessages, useHost, useMessages, useNavigation, useStore } from '@pc/shared';
import type { ResultsState } from '@pc/shared/contract';
import { useEffect, useMemo, useState } from 'react';
import type { WithoutResults } from './components/withoutResults.ts';
import { resultsMessages } from './messages/index.ts';
import type { meta } from './meta.ts';
import { readBathroomModule, readResultsState } from './model/pageData.ts';
import { bathroomView, resultsView, showsBathroomModule } from './model/resultsView.ts';
import { Results } from './Results.tsx';
import { createBathroomState } from './state/bathroom.ts';
import { createResultsState } from './state/resultsSession.ts';

/** The element's props (element.ts maps the kebab-case attributes; all booleans default to false). */
/** The element's props, derived from its public surface (meta.ts). */
export type ResultsElementProps = ElementProps<typeof meta>;

/** spec §4 "A page-view event fires once": once per element, however often its session restarts. */
const viewed = new WeakSet<HTMLElement>();

/** `<pc-results>`'s root: reads the page data and runs one results session per survey log. */
export function ResultsRoot(props: ResultsElementProps) {
  const host = useHost();
  const given = useMemo(() => readResultsState(props.pageData), [props.pageData]);
  // Decision 0184: without printed results, a chunk of its own: on a page of another origin the
  // store's results page data for the page's session, else (or when the store has none) the words that
  // there are none. Nothing is drawn until it is here: the host's box keeps its size.
  const [without, setWithout] = useState<WithoutResults>();
  useEffect(() => {
    if (!given)
      import('./components/withoutResults.ts').then((chunk) => chunk.withoutResults()).then(setWithout);
  }, [given]);
  const results = given ?? readResultsState(without?.data);
  useEffect(() => {
    if (viewed.has(host)) return;
    viewed.add(host);
    page();
  }, [host]);

  if (!results) return without ? <without.NotAvailable /> : null;
  return <ResultsSession key={results.surveyLogId} results={results} {...props} />;
}

function ResultsSession({ results, ...flags }: ResultsElementProps & { results: ResultsState }) {
  const { navigate, onLinkClick } = useNavigation();
  const host = useHost();
  const m = useMessages(resultsMessages);
  // spec §8's words for a failure the store does not explain (docs/decisions/0210: one shared message).
  const { tryAgain } = useMessages(sharedMessages);
  const [state] = useState(() => createResultsState(results, navigate, host));
  useEffect(() => state.start(), [state]);

  const withBathroom = showsBathroomModule(flags, results);
  // The module the page data carries shows from the first render (design.md "First paint"); else it is
  // loaded.
  const [bathroom] = useState(() =>
    createBathroomState(results.surveyLogId, state.cart, readBathroomModule(flags.pageData)),
  );
  useEffect(() => (withBathroom ? bathroom.start() : undefined), [bathroom, withBathroom]);
  const module = useStore(bathroom.$module);
  const checkingOut = useStore(bathroom.$checkingOut);
  const bathroomError = useStore(bathroom.$error);

  const adding = useStore(state.cart.$adding);
  const addError = useStore(state.cart.$addError);
  const added = useStore(state.cart.$added);
  const conflict = useStore(state.cart.$conflict);
  const proceed = useStore(state.proceed.$visible);
  const captureOpen = useStore(state.capture.$open);
  const captureInvalid = useStore(state.capture.$invalid);
  const captureSending = useStore(state.capture.$sending);
  const save = useStore(state.save.$status);

  return (
    <Results
      {...resultsView(results, flags, m)}
      bathroom={
        withBathroom && module
          ? {
              ...bathroomView(module, results, flags, m),
              checkingOut,
              error: bathroomError ? (bathroomError.message ?? tryAgain) : null,
              onCheckout: () => void bathroom.checkout(),
            }
          : null
      }
      adding={adding}
      addError={addError ? { productId: addError.productId, message: addError.message ?? tryAgain } : null}
      added={added}
      conflict={conflict !== null}
      proceed={proceed}
      capture={{ open: captureOpen, invalid: captureInvalid, sending: captureSending }}
      save={
        results.surveyLogId
          ? save.kind === 'failed'
            ? { kind: 'failed', message: save.message ?? tryAgain }
            : save
          : null
      }
      onAdd={(product, choice) => void state.cart.add(product, choice)}
      onConflict={(action) => void state.cart.resolveConflict(action)}
      onCaptureSubmit={(email) => void state.capture.submit(email)}
      onCaptureClose={() => state.capture.close()}
      onSave={(email) => void state.save.submit(email)}
      onNavigate={onLinkClick}
    />
  );
}
