import bcrypt from 'bcryptjs';

// docs/decisions/0119: owner passwords are kept as bcrypt hashes (bcryptjs: plain JavaScript, nothing
// compiled or downloaded at install). Cost 12: about a quarter of a second per check, which a guesser
// pays for every try and a shop owner once per sign-in.

export const PASSWORD_COST = 12;

export const hashPassword = (password: string, cost = PASSWORD_COST): Promise<string> =>
  bcrypt.hash(password, cost);

/** A bcrypt hash as `$2a$`/`$2b$`/`$2y$`, its cost, and 53 characters of salt and digest. */
export const isPasswordHash = (text: string): boolean => /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(text);

/**
 * Whether `password` is the one `hash` was made from. With no account (`hash` null) a fixed hash is
 * checked all the same, so an unknown email takes as long as a wrong password and tells nothing.
 */
export const passwordMatches = async (password: string, hash: string | null): Promise<boolean> => {
  const matches = await bcrypt.compare(password, hash ?? NO_ACCOUNT_HASH);
  return hash !== null && matches;
};

/** The hash of a password nobody has, checked when the email names no account. */
const NO_ACCOUNT_HASH = '$2b$12$6RwrALtOqvtAYGdgDvy/5OCfdG0imddfBVtMeIddemhkW./VCBD1u';
