import { DatabaseBusyError } from './databaseTrouble.ts';

/**
 * One statement or transaction at a time, as PGlite runs them, but a turn not given within `waitMs`
 * is refused with DatabaseBusyError instead of waiting on: the work never starts, so it can never be
 * applied after its request was answered (docs/decisions/0091).
 */
export const createTurns = (waitMs: number) => {
  let tail: Promise<void> = Promise.resolve();
  return async <R>(run: () => Promise<R>): Promise<R> => {
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
    try {
      return await run();
    } finally {
      done();
    }
  };
};
