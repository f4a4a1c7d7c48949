import type { PostPurchaseOption } from '@pc/shared/contract';
import { DEFAULT_LOCALE, type Locale } from '@pc/shared/locale';
import { type OptionWords, optionWords } from './messages/index.ts';

// spec §3 Post-purchase option (id, children) and §7 GET post_purchase/options: how the shopper found
// the shop. The spec gives no list; decision 0037 sets this one: the channels, and under some of them
// the shows and creators the shop works with, so the survey's follow-up search (spec §2) has a real
// list to search, accents included.

/** An option id from its name: lower case, accents dropped, words joined by hyphens. */
export const optionId = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const PODCASTS = [
  'The Joe Rogan Experience',
  'Call Her Daddy',
  'SmartLess',
  'Armchair Expert',
  'Huberman Lab',
  'The Daily',
  'Crime Junkie',
  'My Favorite Murder',
  'Conan O’Brien Needs a Friend',
  'The Tim Ferriss Show',
  'How I Built This',
  'Freakonomics Radio',
  'Pod Save America',
  'The Bill Simmons Podcast',
  'New Heights',
  'Barstool Pardon My Take',
  'Office Ladies',
  'Stuff You Should Know',
  'The Diary of a CEO',
  'Café con Leche',
  'Radiolab',
  'Morning Brew Daily',
  'Gym Talk',
  'The Mel Robbins Podcast',
  'Hidden Brain',
  'Dateline NBC',
  'Les Pieds sur terre',
];

const INSTAGRAM = [
  'Chloé Ting',
  'Kayla Itsines',
  'Jeremy Jacobowitz',
  'Nick DiGiovanni',
  'Hyram Yarbro',
  'Matt Rife',
  'Zoë Sugg',
  'Bretman Rock',
  'The Beard Club',
  'David Beckham',
  'Jay Shetty',
  'Ali Abdaal',
  'Léa Seydoux',
  'Huda Kattan',
  'Rhett & Link',
  'Renée Zellweger',
  'Chris Hemsworth',
  'Ludovic Beaumé',
  'Jamie Oliver',
];

const TIKTOK = [
  'Khaby Lame',
  'Charli D’Amelio',
  'Addison Rae',
  'Bella Poarch',
  'Zach King',
  'Spencer X',
  'Mikayla Nogueira',
  'Alix Earle',
  'Keith Lee',
  'Jeremy Fragrance',
  'Noël Deyzel',
  'Tinx',
  'Daniel Mac',
  'Brittany Broski',
  'Skincare by Hyram',
  'Nara Smith',
  'Drew Afualo',
  'José Andrés',
  'Dylan Mulvaney',
];

const YOUTUBE = [
  'MrBeast',
  'Marques Brownlee',
  'Casey Neistat',
  'Emma Chamberlain',
  'Mark Rober',
  'Linus Tech Tips',
  'Dude Perfect',
  'Ryan Trahan',
  'Binging with Babish',
  'Joshua Weissman',
  'Gordon Ramsay',
  'Joël Robuchon',
  'Jacques Pépin',
  'Jeff Nippard',
  'Athlean-X',
  'Hot Ones',
  'Tom Scott',
  'Veritasium',
  'Kurzgesagt',
  'Dr. Dray',
  'Gentleman’s Gazette',
  'Aaron Marino',
  'Teaching Mensfashion',
  'Emily Mariko',
  'Björn Andreas',
];

const TV = [
  'Saturday Night Live',
  'The Tonight Show',
  'Good Morning America',
  'Today',
  'Shark Tank',
  'Queer Eye',
  'The Bachelor',
  'Monday Night Football',
  'Top Chef',
  'Jeopardy!',
  'The Kelly Clarkson Show',
  'Late Night with Seth Meyers',
  'The Great British Bake Off',
  'Top Gear',
];

const SEARCH = ['Google', 'Bing', 'DuckDuckGo', 'Yahoo', 'Ecosia'];

const FRIEND = ['A friend or family member', 'A coworker', 'A gift I received'];

const leaf = (parent: string, name: string): PostPurchaseOption => ({
  id: `${parent}-${optionId(name)}`,
  name,
  children: [],
});

const channel = (id: string, name: string, children: readonly string[] = []): PostPurchaseOption => ({
  id,
  name,
  children: children.map((child) => leaf(id, child)),
});

/** The tree GET post_purchase/options answers: ten channels; 105 shows and creators under podcast, Instagram, TikTok, YouTube and TV; more under two others. */
export const POST_PURCHASE_OPTIONS: readonly PostPurchaseOption[] = [
  channel('podcast', 'Podcast', PODCASTS),
  channel('instagram', 'Instagram', INSTAGRAM),
  channel('tiktok', 'TikTok', TIKTOK),
  channel('youtube', 'YouTube', YOUTUBE),
  channel('friend', 'A friend', FRIEND),
  channel('search', 'Search engine', SEARCH),
  channel('tv', 'TV', TV),
  channel('facebook', 'Facebook'),
  channel('email', 'Email or newsletter'),
  channel('other', 'Other'),
];

/** The options named by a word of the shop's language (messages/), by id; the others keep their name. */
const WORDED: Readonly<Record<string, keyof OptionWords>> = {
  friend: 'friend',
  'friend-a-friend-or-family-member': 'friendOrFamily',
  'friend-a-coworker': 'coworker',
  'friend-a-gift-i-received': 'giftReceived',
  search: 'searchEngine',
  email: 'emailOrNewsletter',
  other: 'other',
};

const named = (tree: readonly PostPurchaseOption[], words: OptionWords): PostPurchaseOption[] =>
  tree.map((option) => {
    const word = WORDED[option.id];
    return { ...option, name: word ? words[word] : option.name, children: named(option.children, words) };
  });

const byLocale = new Map<Locale, readonly PostPurchaseOption[]>([[DEFAULT_LOCALE, POST_PURCHASE_OPTIONS]]);

/**
 * The tree in `locale` (issue 43, decision 0215): the same ids, so an answer is the same whatever the
 * language it was given in; the words among the names in that language.
 */
export const optionsIn = (locale: Locale): readonly PostPurchaseOption[] => {
  const known = byLocale.get(locale);
  if (known) return known;
  const tree = named(POST_PURCHASE_OPTIONS, optionWords[locale]);
  byLocale.set(locale, tree);
  return tree;
};

/**
 * True when `results` is a path down the tree from a top-level option (spec §4: choosing an option
 * appends its id to the results path), so [channel] and [channel, child] both are.
 */
export const isOptionPath = (
  results: readonly string[],
  tree: readonly PostPurchaseOption[] = POST_PURCHASE_OPTIONS,
): boolean => {
  let level = tree;
  for (const id of results) {
    const option = level.find((candidate) => candidate.id === id);
    if (!option) return false;
    level = option.children;
  }
  return results.length > 0;
};

/**
 * An answer's path as a person reads it: "Podcast" or "Podcast › Huberman Lab", the options' names
 * (an id no longer offered stays as it is). The owner's report labels its attribution rows with it.
 */
export const optionPathName = (
  path: readonly string[],
  tree: readonly PostPurchaseOption[] = POST_PURCHASE_OPTIONS,
): string => {
  const names: string[] = [];
  let level = tree;
  for (const id of path) {
    const option = level.find((candidate) => candidate.id === id);
    names.push(option?.name ?? id);
    level = option?.children ?? [];
  }
  return names.join(' › ');
};
