import { pageUrl, useMessages } from '@pc/shared';
import { withoutResultsMessages } from '../messages/withoutResults/index.ts';

/** Decision (spec silent): without results there is nothing to buy; say so and offer the quiz. */
export function ResultsNotAvailable() {
  const m = useMessages(withoutResultsMessages);
  return (
    <div className="results results--empty pc-column" part="results">
      <h1 className="results__heading">{m.notAvailable}</h1>
      <a className="button button--primary" href={pageUrl('/quiz')}>
        {m.takeQuiz}
      </a>
    </div>
  );
}
