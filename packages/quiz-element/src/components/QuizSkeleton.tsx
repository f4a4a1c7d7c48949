/** How many question placeholders the loading view draws: enough to fill the first screen. */
const QUESTION_PLACEHOLDERS = 3;

/**
 * The quiz while it loads (a page without page data, docs/decisions/0025): grey shapes where the
 * intro and the first questions will be, the same as `pc-elements.css` draws before the element is
 * defined, in the space the element keeps (`--pc-quiz-min-block-size`), so nothing moves when the
 * quiz arrives. Unseen by assistive technology: the live region says 'Loading the quiz…'.
 */
export function QuizSkeleton() {
  return (
    <div className="skeleton" part="skeleton" aria-hidden="true">
      <span className="skeleton__title" />
      {Array.from({ length: QUESTION_PLACEHOLDERS }, (_, index) => (
        <span key={index} className="skeleton__question">
          <span className="skeleton__heading" />
          <span className="skeleton__options" />
        </span>
      ))}
    </div>
  );
}
