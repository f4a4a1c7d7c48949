// decision 0052: `show-once-per-session` shows the pop-up at most once per tab session (the candle pages,
// spec §1), remembered in sessionStorage: this tab only, gone when it closes. Read after mount, never
// while rendering (decision 0024). A storage the browser refuses (a locked-down profile) remembers
// nothing: the pop-up then behaves as without the attribute.

/** The sessionStorage key (one per tab, for every show-once-per-session pop-up of the shop). */
export const SHOWN_KEY = 'pc-cross-sell-shown';

export interface SessionMemory {
  /** Whether a show-once-per-session pop-up was shown in this tab already. */
  shown(): boolean;
  /** Remembers that it was shown. */
  markShown(): void;
}

/** What the memory uses of a Storage. */
export type TabStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's memory over `storage` (sessionStorage in the browser). */
export const sessionMemory = (storage: () => TabStorage | undefined): SessionMemory => ({
  shown() {
    try {
      const tab = storage();
      return tab !== undefined && tab.getItem(SHOWN_KEY) !== null;
    } catch {
      return false;
    }
  },
  markShown() {
    try {
      storage()?.setItem(SHOWN_KEY, '1');
    } catch {
      // Nothing remembered: the next candle page may offer again.
    }
  },
});

/** The browser tab's memory. */
export const tabMemory: SessionMemory = sessionMemory(() =>
  typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
);
