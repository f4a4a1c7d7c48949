import * as v from 'valibot';
import { SurveyLogId } from './addBathroomModule.ts';
import { defineCall } from './call.ts';

// spec §7 survey_results and survey_restrictions: the calls the results page makes as the shopper acts
// (an email saved or captured, a tailored add's compatibility check). A module apart from the results
// state's (contract/results.ts), so in the browser they travel with the code that makes them, a chunk
// of pc-results loaded on the shopper's way (results-element behaviour/actionsChunk.ts).

/** spec §7: form-encoded for capture, JSON for save; success returns data.sanitizedEmail. */
export const SaveResultsRequest = v.object({
  surveyLogId: SurveyLogId,
  email: v.pipe(v.string(), v.trim(), v.maxLength(254)),
  source: v.picklist(['saved_quiz_results', 'captured_email_for_quiz_results']),
});

const SaveResultsAnswer = v.object({
  success: v.boolean(),
  data: v.object({ sanitizedEmail: v.string() }),
});

export const captureEmail = defineCall({
  name: 'captureEmail',
  method: 'POST',
  path: '/wp-json/{ns}/v2/survey_results/{surveyLogId}',
  encoding: 'form',
  request: SaveResultsRequest,
  response: SaveResultsAnswer,
});

export const saveResults = defineCall({
  name: 'saveResults',
  method: 'POST',
  path: '/wp-json/{ns}/v2/survey_results/{surveyLogId}',
  encoding: 'json',
  request: SaveResultsRequest,
  response: SaveResultsAnswer,
});

export const checkCompatibility = defineCall({
  name: 'checkCompatibility',
  method: 'GET',
  path: '/wp-json/{ns}/v1/survey_restrictions/compatibility',
  encoding: 'query',
  request: v.object({ survey_log_id: SurveyLogId }),
  response: v.boolean(),
});
