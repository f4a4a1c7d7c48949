export interface LoadFailureProps {
  onRetry(): void;
}

/**
 * spec §8: a failed quiz load is silently ignored (nothing thrown at the shopper, nothing logged);
 * instead of a blank page the element says so briefly and offers to try again.
 */
export function LoadFailure({ onRetry }: LoadFailureProps) {
  return (
    <div className="load-failure" part="load-failure">
      <p>The quiz could not be loaded.</p>
      <button type="button" className="button button--primary" part="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
