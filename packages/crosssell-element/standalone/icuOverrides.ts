import type { Messages } from '@pc/shared';

// @pc/shared's i18n/icuOverrides.ts as the standalone pop-up needs it (scripts/build/standaloneBuild.ts,
// decisions 0041, 0210): its one catalog (src/messages) has no message with arguments, so no author's
// words for it are ever an ICU message and intl-messageformat (8.5 KB brotli, over the 64 KB cap) is
// never asked for. Were it asked, the catalog's messages would stay, as when the formatter cannot be
// fetched.

export const icuOverridden = (_name: string, messages: Messages): Promise<Messages> =>
  Promise.resolve(messages);
