// @pc/results-element: named exports only. Importing this module registers <pc-results>.
export { PcResultsElement } from './element.ts';
export { meta } from './meta.ts';
export type { ResultsProps } from './Results.tsx';
export { Results } from './Results.tsx';
export type { ResultsElementProps } from './ResultsRoot.tsx';
export { ResultsRoot } from './ResultsRoot.tsx';
