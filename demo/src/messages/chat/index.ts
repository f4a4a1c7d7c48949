import messages from './en-US.ts';

// The chat window's words (issue 43), with its chunk: fetched when a shopper first opens it. Its own
// small loader, not @pc/shared's catalogs: the chat comes on every page once it settles, without the
// router, and a module both imported would be one more chunk the boot script names for the router.

export type ChatMessages = typeof messages;

/** A Spanish page (`es`, `es-US`, `es-MX`…): @pc/shared/locale's `localeOf` rule (index.test.ts holds them together). */
const SPANISH = /^es(?:-|$)/i;

let spanish: Promise<ChatMessages> | undefined;

/**
 * The chat's words in the language of the page (`lang`, the page's `<html lang>`, which the store writes
 * with its locale): en-US's at once, es-US's fetched once (en-US's if it cannot be).
 */
export const chatTexts = (
  lang: string = document.documentElement.lang,
): ChatMessages | Promise<ChatMessages> => {
  if (!SPANISH.test(lang.trim())) return messages;
  spanish ??= import('./es-US.ts').then(
    (module) => module.default,
    () => messages,
  );
  return spanish;
};
