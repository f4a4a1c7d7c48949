// spec §2 Results screen: the 'more info' modal's sections.
import type { ResultsSubProduct } from '@pc/shared/contract';
import type { DialogMessages } from '../messages/dialogs/index.ts';

export type MoreInfoSectionId =
  | 'formula'
  | 'createdBy'
  | 'madeWith'
  | 'madeWo'
  | 'smellsLike'
  | 'formulatedIn';

export interface MoreInfoSection {
  id: MoreInfoSectionId;
  title: string;
  text: string;
  /** Made With only: the full ingredient list behind the more/less toggle (absent when empty). */
  fullIngredients?: string;
}

type Described = Pick<
  ResultsSubProduct,
  | 'name'
  | 'category'
  | 'formula'
  | 'createdBy'
  | 'madeWith'
  | 'madeWo'
  | 'smellsLike'
  | 'formulatedIn'
  | 'fullIngredients'
>;

/**
 * spec §2: "sections Your Formula, Formulated By, Made With with a more/less full-ingredient toggle,
 * Your Product Is, Smells Like, Formulated In". Decision: 'Your Product Is' shows madeWo (what the
 * product is made without: "paraben-free, vegan"), the only §3 field left for it, and the made-without
 * spec §2 hides for cologne.
 */
const SECTIONS = [
  'formula',
  'createdBy',
  'madeWith',
  'madeWo',
  'smellsLike',
  'formulatedIn',
] as const satisfies readonly MoreInfoSectionId[];

/** The sections' titles, `<id>Title` of the catalog. */
export type MoreInfoTitles = Pick<DialogMessages, `${MoreInfoSectionId}Title`>;

/** spec §2: "For cologne, made-with, made-without and formulated-in are hidden." */
const HIDDEN_FOR_COLOGNE: readonly MoreInfoSectionId[] = ['madeWith', 'madeWo', 'formulatedIn'];

export const isCologne = (product: Pick<Described, 'name' | 'category'>): boolean =>
  /cologne/i.test(product.category) || /cologne/i.test(product.name);

/**
 * The sections to show, in spec order, titled in the catalog's words `m`; a section whose text is
 * empty is left out.
 */
export function moreInfoSections(product: Described, m: MoreInfoTitles): MoreInfoSection[] {
  const cologne = isCologne(product);
  const sections: MoreInfoSection[] = [];
  for (const id of SECTIONS) {
    const title = m[`${id}Title`];
    if (cologne && HIDDEN_FOR_COLOGNE.includes(id)) continue;
    const text = product[id].trim();
    const full = id === 'madeWith' ? product.fullIngredients.trim() : '';
    if (!text && !full) continue;
    sections.push(full ? { id, title, text, fullIngredients: full } : { id, title, text });
  }
  return sections;
}
