// @pc/results-element: named exports only (docs/architecture.md "Element anatomy"). Importing this
// module registers nothing: <pc-results> is registered by element.ts, the build's entry.
export { type ResultsMessages, resultsMessages } from './messages/index.ts';
export { meta } from './meta.ts';
export type { ResultsProps } from './Results.tsx';
export { Results } from './Results.tsx';
export type { ResultsElementProps } from './ResultsRoot.tsx';
export { ResultsRoot } from './ResultsRoot.tsx';
