import type * as v from 'valibot';

/**
 * The first problem valibot found, for a developer's console: where (the field's keys) and what,
 * `items.0.price: Invalid type: Expected number but received "12"`.
 */
export const issueText = ({ path, message }: v.BaseIssue<unknown>): string =>
  `${path?.map((item) => String(item.key)).join('.') || 'root'}: ${message}`;
