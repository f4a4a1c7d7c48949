// The results page's modal bodies, loaded as one chunk on the shopper's way (behaviour/dialogsChunk.ts,
// docs/decisions/0074).
export { EmailCaptureDialog } from './EmailCaptureDialog.tsx';
export { MoreInfoSections } from './MoreInfoSections.tsx';
export { SingleSurveyDialog } from './SingleSurveyDialog.tsx';
