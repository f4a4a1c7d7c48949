import { type ElementProps, emit, PcCompleteEvent, useHost, useStore } from '@pc/shared';
import { useEffect, useMemo, useState } from 'react';
import type { meta } from './meta.ts';
import { type PageSurvey, readPageSurvey } from './model/survey.ts';
import { Survey } from './Survey.tsx';
import { createSurveyState } from './state/survey.ts';

/** The element's props, derived from its public surface (meta.ts). */
export type SurveyElementProps = ElementProps<typeof meta>;

/**
 * `<pc-post-purchase-survey>`'s root: reads the order id from the page data (spec §2: survey data the
 * page supplies) and runs one survey per order. Without an order there is nothing to ask (decision 0040).
 */
export function SurveyRoot({ pageData }: SurveyElementProps) {
  const survey = useMemo(() => readPageSurvey(pageData), [pageData]);
  return survey ? <SurveySession key={survey.orderId} survey={survey} /> : null;
}

/**
 * The modal appears when the options load (spec §4). Options the page carries (the store prints them,
 * decision 0141) have loaded with the page: the first render is the open modal, on the server and in
 * the browser alike (docs/decisions/0024). Without them the first render is empty and the options are
 * asked for after mount.
 */
function SurveySession({ survey }: { survey: PageSurvey }) {
  const host = useHost();
  const [state] = useState(() =>
    createSurveyState(survey.orderId, (detail) => emit(host, new PcCompleteEvent(detail)), survey.options),
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
      onSendOther={(text) => state.sendOther(text)}
      onBack={() => state.back()}
      onDismiss={() => state.dismiss()}
    />
  );
}
