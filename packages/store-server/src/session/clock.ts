/** The server's time source; tests pass a fixed one. A session's QA clock override sits on top of it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The time dated rules see for a session (spec §4 stock dates, spec §5 gift dates): its QA clock when
 * one is set (demo mode, docs/decisions/0042), else the server's.
 */
export const timeUnder = (clockOverride: Date | null, clock: Clock): Date => clockOverride ?? clock();
