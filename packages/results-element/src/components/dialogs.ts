// The results page's modal bodies, loaded as one chunk on the shopper's way (behaviour/dialogsChunk.ts,
// docs/decisions/0074), with their texts (messages/dialogs).
export { dialogTexts } from '../messages/dialogs/index.ts';
export { EmailCaptureDialog } from './EmailCaptureDialog.tsx';
export { MoreInfoDialog } from './MoreInfoDialog.tsx';
export { SingleSurveyDialog } from './SingleSurveyDialog.tsx';
