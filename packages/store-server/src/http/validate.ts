import * as v from 'valibot';
import { invalidParam, RestHttpError } from './errors.ts';
import { labelIn } from './fieldLabels.ts';
import type { AnswerMessages } from './messages/index.ts';

export interface ValidateOptions {
  /** Human names of fields for displayMessage, e.g. pw_gift_card_to → 'the recipient email'. */
  labels?: Readonly<Record<string, string>>;
  /** When an invalid value means "no such thing" (an unknown product code): 404 instead of 400. */
  notFound?: { code: string; message: (field: string, input: unknown) => string };
}

/**
 * The path of the first string holding a NUL character ('' for the input itself), or null. PostgreSQL
 * text cannot store NUL, so such input is refused before it reaches a query.
 */
const fieldWithNul = (input: unknown, path = '', depth = 0): string | null => {
  if (typeof input === 'string') return input.includes('\u0000') ? path : null;
  if (typeof input !== 'object' || input === null || depth > 20) return null;
  for (const [key, value] of Object.entries(input)) {
    const field = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return field;
    const found = fieldWithNul(value, field, depth + 1);
    if (found !== null) return found;
  }
  return null;
};

const capitalise = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * The one way a request is checked: through the contract's schema (docs/architecture.md). Answers the
 * parsed value, or throws a 400 `rest_invalid_param` naming the first bad field, with a
 * `displayMessage` a shopper can read.
 */
export const validate = <S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  options: ValidateOptions = {},
): v.InferOutput<S> => {
  const nul = fieldWithNul(input);
  if (nul !== null) {
    throw invalidParam(
      `Invalid parameter(s): ${nul || 'body'} contains a NUL character`,
      (m) => m.unusualCharacters,
    );
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue);
  // issue 43: the field named in the request's locale; the schema's own words (`issue.message`) are
  // the contract's English, which es-US leaves out (its message names the field only).
  const label = (m: AnswerMessages, name: string) => labelIn(m, options.labels?.[name] ?? name);
  const detail = issue.message;
  if (field === null) {
    throw invalidParam(`Invalid request: ${issue.message}`, (m) => m.checkForm({ detail }));
  }
  if (options.notFound) {
    throw new RestHttpError(404, options.notFound.code, options.notFound.message(field, issue.input));
  }
  if (issue.input === undefined && issue.kind === 'schema') {
    throw invalidParam(`Invalid parameter(s): ${field} is required`, (m) =>
      m.fieldRequired({ label: capitalise(label(m, field)) }),
    );
  }
  throw invalidParam(`Invalid parameter(s): ${field} ${issue.message}`, (m) =>
    m.checkField({ label: label(m, field), detail }),
  );
};
