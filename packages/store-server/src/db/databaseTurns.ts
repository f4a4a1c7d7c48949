import { DatabaseBusyError } from './databaseTrouble.ts';

/**
 * One statement or transaction at a time, as PGlite runs them, but a turn not given within its wait
 * is refused with DatabaseBusyError instead of waiting on: the work never starts, so it can never be
 * applied after its request was answered (docs/decisions/0091). The wait is given per turn: what is
 * left of the request's database time (docs/decisions/0146).
 */
export const createTurns = () => {
  let tail: Promise<void> = Promise.resolve();
  /** Waits up to `waitMs` for the turn; answers the function that gives it up. */
  const take = async (waitMs: number): Promise<() => void> => {
    const previous = tail;
    let done = () => {};
    tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const given = await Promise.race([
      previous.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      }),
    ]);
    clearTimeout(timer);
    if (!given) {
      // The turns after this one still wait for the work before it.
      void previous.then(done);
      throw new DatabaseBusyError(waitMs);
    }
    return done;
  };
  /** Runs `run` in a turn given within `waitMs`. */
  const turn = async <R>(waitMs: number, run: () => Promise<R>): Promise<R> => {
    const done = await take(waitMs);
    try {
      return await run();
    } finally {
      done();
    }
  };
  return { take, turn };
};
