import {
  DEO_CARE,
  FACE_NEED,
  FACE_TYPE,
  HAIR_NEED,
  HAIR_TYPE,
  IDEAL_BW,
  NIGHT_OUT,
  PERSONALITY,
  SKIN_TYPE,
  WORK,
} from '@pc/shared/quiz-values';
import type { CatalogProduct, CatalogVariation } from '../catalogue/productRepository.ts';
import type { ItemKey } from '../catalogue/productSets.ts';
import { effectiveStockStatus, isDisabled } from '../catalogue/stockRules.ts';
import type { QuizAnswers } from '../quiz/recommendations.ts';

// Which variation of an item a shopper's answers pick ("tailored": spec §1). recommend() picks the
// sets; this picks the formula or scent inside each, by the seeded variation codes
// (src/seed/personalCareItems.ts, launchProducts.ts). A table, read top to bottom, first match wins.

interface TailoringRule {
  item: ItemKey | readonly ItemKey[];
  /** The rule in words, for QA and the table test. */
  description: string;
  when: (answers: QuizAnswers) => boolean;
  code: string;
}

const FACE: readonly ItemKey[] = ['cleanser', 'lotion'];
const HAIR: readonly ItemKey[] = ['shampoo', 'conditioner'];
const is =
  (code: Parameters<QuizAnswers['value']>[0], ...values: string[]) =>
  (a: QuizAnswers) =>
    values.includes(a.value(code) ?? '');

export const TAILORING_RULES: readonly TailoringRule[] = [
  // An explicit need wins over the skin type it may contradict.
  { item: FACE, description: 'face_need oily', when: is('face_need', FACE_NEED.oily), code: 'oil-control' },
  {
    item: FACE,
    description: 'face_need dry or sensitive',
    when: is('face_need', FACE_NEED.dry, FACE_NEED.sensitive),
    code: 'hydrating',
  },
  { item: FACE, description: 'face_type oily', when: is('face_type', FACE_TYPE.oily), code: 'oil-control' },
  { item: FACE, description: 'face_type dry', when: is('face_type', FACE_TYPE.dry), code: 'hydrating' },
  { item: FACE, description: 'any other face', when: () => true, code: 'balanced' },
  {
    item: HAIR,
    description: 'hair_need anti_frizz',
    when: is('hair_need', HAIR_NEED.antiFrizz),
    code: 'anti-frizz',
  },
  {
    item: HAIR,
    description: 'hair_need curly_safe',
    when: is('hair_need', HAIR_NEED.curlySafe),
    code: 'curly-safe',
  },
  {
    item: HAIR,
    description: 'curly or coily hair',
    when: is('hair_type', HAIR_TYPE.curly, HAIR_TYPE.coily),
    code: 'curly-safe',
  },
  { item: HAIR, description: 'any other hair', when: () => true, code: 'strengthening' },
  {
    item: 'deodorant',
    description: 'deo_care irritation, or sensitive skin',
    when: (a) => is('deo_care', DEO_CARE.irritation)(a) || is('skin_type', SKIN_TYPE.sensitive)(a),
    code: 'unscented',
  },
  { item: 'deodorant', description: 'anyone else', when: () => true, code: 'cedar' },
  {
    item: 'body_wash',
    description: 'ideal_bw hydrating, or dry or tight skin',
    when: (a) => is('ideal_bw', IDEAL_BW.hydrating)(a) || is('skin_type', SKIN_TYPE.dry, SKIN_TYPE.tight)(a),
    code: 'bw-hydrating-woodlime',
  },
  {
    item: 'body_wash',
    description: 'ideal_bw gentle, or sensitive skin',
    when: (a) => is('ideal_bw', IDEAL_BW.gentle)(a) || is('skin_type', SKIN_TYPE.sensitive)(a),
    code: 'bw-sensitive-riseup',
  },
  { item: 'body_wash', description: 'anyone else', when: () => true, code: 'bw-classic' },
  {
    item: 'play',
    description: 'a bold personality, or nights out dancing or at a bar',
    when: (a) =>
      is('personality', PERSONALITY.bold)(a) || is('night_out', NIGHT_OUT.dancing, NIGHT_OUT.bar)(a),
    code: 'oud',
  },
  {
    item: 'play',
    description: 'an adventurous personality, or working outdoors',
    when: (a) => is('personality', PERSONALITY.adventurous)(a) || is('work', WORK.outdoors)(a),
    code: 'gran-cenote',
  },
  { item: 'play', description: 'anyone else', when: () => true, code: 'green' },
];

const appliesTo = (rule: TailoringRule, item: ItemKey) =>
  typeof rule.item === 'string' ? rule.item === item : rule.item.includes(item);

/** The variation code the answers ask for, or null when the item has no choice to make. */
export const tailoredCode = (item: ItemKey, answers: QuizAnswers | null): string | null => {
  if (answers === null) return null;
  return TAILORING_RULES.find((rule) => appliesTo(rule, item) && rule.when(answers))?.code ?? null;
};

/** A variation the cart would take now: not disabled and not (by the session's clock) sold out. */
export const isBuyable = (variation: CatalogVariation, now: Date): boolean =>
  !isDisabled(variation) && effectiveStockStatus(variation, now) !== 'outofstock';

/**
 * The variation to offer: the tailored one when it can be bought, else `fallbackId` (a set item's
 * default), else the first variation that can be bought, else the first.
 */
export const chooseVariation = (
  product: CatalogProduct,
  code: string | null,
  now: Date,
  fallbackId?: number,
): CatalogVariation | undefined => {
  const buyable = product.variations.filter((variation) => isBuyable(variation, now));
  return (
    buyable.find((variation) => variation.code === code) ??
    buyable.find((variation) => variation.id === fallbackId) ??
    buyable[0] ??
    product.variations[0]
  );
};
