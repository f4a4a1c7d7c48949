// @pc/shared/cadence: spec §9's cadences as rules both sides apply, DOM-free. The server imports the
// table and the set rule; an element imports the set rule alone (scripts/build/chunks.ts keeps the
// table out of the browser's shared chunks).
export {
  CADENCE_RULES,
  type CadenceAnswers,
  type CadencedItem,
  type CadenceRule,
  ruledCadence,
} from './cadenceRules.ts';
export { allowedCadenceWeeks, CADENCE_RANGE_WEEKS } from './cadenceWeeks.ts';
export { setCadence } from './setCadence.ts';
