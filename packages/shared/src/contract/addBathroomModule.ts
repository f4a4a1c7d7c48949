import * as v from 'valibot';
import { defineCall } from './call.ts';

// spec §7 survey_results/{surveyLogId}/bathroom_module (POST): the one results call the cart store
// makes, apart from the results page's schemas (results.ts), so shop.js carries it without them
// (docs/decisions/0136).

/** A survey log's id as the survey_results calls name it. */
export const SurveyLogId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a survey log id'));

export const addBathroomModule = defineCall({
  name: 'addBathroomModule',
  method: 'POST',
  path: '/wp-json/{ns}/v1/survey_results/{surveyLogId}/bathroom_module',
  encoding: 'json',
  request: v.object({ surveyLogId: SurveyLogId }),
  response: v.object({ success: v.boolean() }),
});
