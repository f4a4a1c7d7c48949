import type { SessionMemory } from '../src/state/shownThisSession.ts';

// src/state/shownThisSession.ts as the standalone pop-up needs it (scripts/build/standaloneBuild.ts,
// decisions 0041, 0052): the pop-up on a page of another origin takes no attributes (register.ts), so it
// is never `show-once-per-session` and never asks the tab's memory (state/crossSell.ts reads it only
// then). A memory that remembers nothing, without sessionStorage's code.

export const tabMemory: SessionMemory = { shown: () => false, markShown() {} };
