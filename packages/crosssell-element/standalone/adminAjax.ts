import type { ApiError } from '../../shared/src/api/ApiError.ts';

// @pc/shared's api/adminAjax.ts in the standalone pop-up (decision 0214): none of its calls is an
// admin-ajax one (scripts/build/standaloneBuild.test.ts holds that), so none names an action or fails
// WordPress's way.

export const ajaxAction = (): { action?: string; used: string[] } => ({ used: [] });

export const ajaxFailure = (): ApiError | null => null;
