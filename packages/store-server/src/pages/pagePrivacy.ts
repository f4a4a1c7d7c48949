// issue 39 items 1 and 3 on the store's side (docs/decisions/0149): the store's own pages take their
// consent mode from a server setting (PC_CONSENT), and a request saying `Sec-GPC: 1` (Global Privacy
// Control) is treated as the browser's `navigator.globalPrivacyControl`: marketing off unless the
// shopper turns it on. Both reach the elements through the page's `#pc-config`.

/** PC_CONSENT: `required` (nothing beyond the strictly necessary before a yes) or `granted` (the default). */
export type ConsentSetting = 'required' | 'granted';

export class ConsentSettingError extends Error {
  override name = 'ConsentSettingError';
}

/** PC_CONSENT as the server reads it; unset is `granted`, today's behaviour. */
export const parseConsentSetting = (value: string | undefined): ConsentSetting => {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'granted') return 'granted';
  if (text === 'required') return 'required';
  throw new ConsentSettingError(`PC_CONSENT must be "required" or "granted", not "${text}"`);
};

/** The Global Privacy Control header: `Sec-GPC: 1` and nothing else means the signal is on. */
export const requestsGpc = (headers: Readonly<Record<string, string | string[] | undefined>>): boolean =>
  headers['sec-gpc'] === '1';

/** What a page's `#pc-config` says of privacy: only what differs from the elements' defaults. */
export interface PagePrivacy {
  consent?: 'required';
  gpc?: true;
}

export const pagePrivacy = (
  setting: ConsentSetting,
  headers: Readonly<Record<string, string | string[] | undefined>>,
): PagePrivacy => ({
  ...(setting === 'required' ? { consent: 'required' } : {}),
  ...(requestsGpc(headers) ? { gpc: true } : {}),
});
