// Issue 46 item 2: `<pc-quiz>`'s `reset()`, for a host's own "start over" button: what RETAKE SURVEY
// does (spec §2 welcome-back overlay): every answer cleared, the next choice starts the quiz afresh,
// the page back at the first question. A quiz not drawn yet has nothing to reset.

const roots = new WeakMap<Element, () => void>();

/** The element's method, on its class's prototype (element.ts). */
export const resetMethod = {
  /** Clears every answer and goes back to the first question, as RETAKE SURVEY does. */
  reset(this: Element): void {
    roots.get(this)?.();
  },
};

/** QuizRoot's side: what `reset()` runs while the root is mounted. */
export function attachReset(host: Element, reset: () => void): () => void {
  roots.set(host, reset);
  return () => {
    roots.delete(host);
  };
}
