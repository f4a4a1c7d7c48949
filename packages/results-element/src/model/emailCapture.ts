// spec §4 Results email capture: when it shows.

/**
 * spec §4: "Email capture: shown once; on showing, a 30-day cookie marks it shown", when the results
 * state asks for it (spec §3 showEmailCapture). It posts to survey_results/{surveyLogId} (spec §7), so
 * without a survey log there is nothing to unlock.
 */
export const emailCaptureShouldShow = (
  state: { showEmailCapture: boolean; surveyLogId: string },
  alreadyShown: boolean,
): boolean => state.showEmailCapture && state.surveyLogId !== '' && !alreadyShown;
