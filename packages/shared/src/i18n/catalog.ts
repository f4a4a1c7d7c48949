import { DEFAULT_LOCALE, type Locale } from './locale.ts';

/**
 * A package's messages (issue 43, docs/decisions/0210): its texts compiled from ICU (scripts/messages.ts)
 * by message id: a message without arguments is its text, one with arguments a function of them.
 */
// biome-ignore lint/suspicious/noExplicitAny: each message takes its own arguments
export type Messages = Record<string, string | ((values: any) => string)>;

/**
 * One package's catalog: its en-US messages (the spec's words, in the package's bundle) and a loader per
 * other locale, fetched only on a page in that locale.
 */
export interface Catalog<M extends Messages> {
  /** what its message ids begin with: `post-purchase-survey.title` is `title` of `post-purchase-survey` */
  readonly name: string;
  readonly loaders: Partial<Record<Locale, () => Promise<{ default: M }>>>;
  /** by locale: en-US's messages, another's promise */
  readonly loaded: Partial<Record<Locale, M | Promise<M>>>;
}

/**
 * `promise`, marked fulfilled once it is, as React marks a promise it has read: its `use` then reads the
 * value at once, and a server render of what was loaded never suspends.
 */
export const settled = <T>(promise: Promise<T>): Promise<T> => {
  promise.then((value) => Object.assign(promise, { status: 'fulfilled', value }));
  return promise;
};

/** Every catalog defined on this page (or in the server render), for `loadCatalogs`. */
const catalogs: Catalog<Messages>[] = [];

export const defineCatalog = <M extends Messages>(
  name: string,
  messages: M,
  loaders: Catalog<M>['loaders'],
): Catalog<M> => {
  const catalog: Catalog<M> = { name, loaders, loaded: { [DEFAULT_LOCALE]: messages } };
  catalogs.push(catalog as Catalog<Messages>);
  return catalog;
};

/**
 * The catalog's messages in `locale`: en-US's at once; another locale's as a promise (`settled`), fetched
 * once and kept. A locale the catalog lacks, or whose file cannot be fetched, speaks en-US.
 */
export const catalogMessages = <M extends Messages>(catalog: Catalog<M>, locale: Locale): M | Promise<M> => {
  const known = catalog.loaded[locale];
  if (known) return known;
  const english = catalog.loaded[DEFAULT_LOCALE] as M;
  const pending = settled(
    (catalog.loaders[locale]?.() ?? Promise.reject()).then(
      (module) => module.default,
      () => english,
    ),
  );
  catalog.loaded[locale] = pending;
  return pending;
};

/** Every catalog defined on this page (or in the server render). */
export const definedCatalogs = (): readonly Catalog<Messages>[] => catalogs;

/**
 * Every defined catalog in `locale`, fetched: the server render loads each locale once before rendering,
 * so a first view in es-US never waits (docs/decisions/0210).
 */
export const loadCatalogs = async (locale: Locale): Promise<void> => {
  await Promise.all(catalogs.map((catalog) => catalogMessages(catalog, locale)));
};
