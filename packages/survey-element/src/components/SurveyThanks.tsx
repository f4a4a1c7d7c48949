import { useMessages } from '@pc/shared';
import { useEffect, useRef } from 'react';
import { surveyMessages } from '../messages/index.ts';

/**
 * The thank-you once the last answer is stored, before the modal closes (decision 0128). The answer
 * the shopper pressed has gone, so focus moves here and a screen reader reads it.
 */
export function SurveyThanks() {
  const ref = useRef<HTMLParagraphElement>(null);
  const m = useMessages(surveyMessages);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" tabIndex={-1} className="survey__thanks" part="thanks">
      {m.thanks}
    </p>
  );
}
