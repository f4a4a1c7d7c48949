import { useStore } from '@nanostores/react';
import { type ElementProps, emit, PcCompleteEvent, useHost } from '@pc/shared';
import { useEffect, useMemo, useState } from 'react';
import type { meta } from './meta.ts';
import { readOrderId } from './model/survey.ts';
import { Survey } from './Survey.tsx';
import { createSurveyState } from './state/survey.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type SurveyElementProps = ElementProps<typeof meta>;

/**
 * `<pc-post-purchase-survey>`'s root: reads the order id from the page data (spec §2: survey data the
 * page supplies) and runs one survey per order. Without an order there is nothing to ask (decision 0040).
 */
export function SurveyRoot({ pageData }: SurveyElementProps) {
  const orderId = useMemo(() => readOrderId(pageData), [pageData]);
  return orderId ? <SurveySession key={orderId} orderId={orderId} /> : null;
}

/**
 * The first render is empty: the modal appears when the options load (spec §4), after mount, so a
 * server render and the browser's first render agree (docs/decisions/0024).
 */
function SurveySession({ orderId }: { orderId: string }) {
  const host = useHost();
  const [state] = useState(() =>
    createSurveyState(orderId, (detail) => emit(host, new PcCompleteEvent(detail))),
  );
  useEffect(() => state.start(), [state]);
  const options = useStore(state.$options);
  const phase = useStore(state.$phase);
  const followUp = useStore(state.$followUp);
  const chosen = useStore(state.$chosen);

  if (options.length === 0) return null;
  return (
    <Survey
      open={phase !== 'closed' && phase !== 'loading'}
      options={options}
      followUp={followUp}
      chosen={chosen}
      thanked={phase === 'thanks'}
      onChoose={(option) => state.choose(option)}
      onBack={() => state.back()}
      onDismiss={() => state.dismiss()}
    />
  );
}
