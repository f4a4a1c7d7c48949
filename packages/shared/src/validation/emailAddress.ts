// spec §5: "a standard email pattern (local part, @, domain with a suffix of two or more letters, or an
// IP literal)". Local part: dot-separated atoms or a quoted string; IP literal octets 0-255. The one
// email check, for every email field of the elements (results capture, e-gift recipient) and the
// store server, so both sides agree.
const LOCAL_PART = String.raw`(?:[^<>()[\]\\.,;:\s@"]+(?:\.[^<>()[\]\\.,;:\s@"]+)*|"[^"\r\n]+")`;
const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)`;
const IP_LITERAL = String.raw`\[${OCTET}(?:\.${OCTET}){3}\]`;
const DOMAIN = String.raw`(?:[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,}`;
const EMAIL = new RegExp(`^${LOCAL_PART}@(?:${IP_LITERAL}|${DOMAIN})$`);
const EMAIL_MAX_LENGTH = 254;

/**
 * True when `value` is an email address by the spec §5 pattern. Surrounding spaces are ignored (spec §5
 * "Text inputs are trimmed").
 */
export const isEmailAddress = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
};
