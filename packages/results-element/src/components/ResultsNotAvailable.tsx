import { pageUrl } from '@pc/shared';

/** Decision (spec silent): without results there is nothing to buy; say so and offer the quiz. */
export function ResultsNotAvailable() {
  return (
    <div className="results results--empty pc-column" part="results">
      <h1 className="results__heading">Your results are not available.</h1>
      <a className="button button--primary" href={pageUrl('/quiz')}>
        Take the quiz
      </a>
    </div>
  );
}
