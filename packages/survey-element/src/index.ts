// @pc/survey-element: named exports only (docs/architecture.md "Element anatomy"). Importing this
// module registers nothing: <pc-post-purchase-survey> is registered by element.ts, the build's entry.

export { surveyMessages } from './messages/index.ts';
export { meta } from './meta.ts';
export {
  appendResult,
  followUpMatches,
  moveActive,
  opensFollowUp,
  readPageSurvey,
} from './model/survey.ts';
export type { SurveyProps } from './Survey.tsx';
export { Survey } from './Survey.tsx';
export type { SurveyElementProps } from './SurveyRoot.tsx';
export { SurveyRoot } from './SurveyRoot.tsx';
