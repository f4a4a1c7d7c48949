export interface LoadFailureProps {
  onRetry(): void;
}

/**
 * spec §8: a failed quiz load is silently ignored (nothing thrown at the shopper, nothing logged);
 * instead of a blank page the element says so briefly and offers to try again. The message stands
 * in for the intro as the page's one h1 (axe's page-has-heading-one, design.md "Tests").
 */
export function LoadFailure({ onRetry }: LoadFailureProps) {
  return (
    <div className="load-failure" part="load-failure">
      <h1 className="load-failure__message">The quiz could not be loaded.</h1>
      <button type="button" className="button button--primary" part="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
