/** The server's time source; tests pass a fixed one. A session's QA clock override sits on top of it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
