import type { CallDef } from '../contract/call.ts';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError.ts';

// spec §7's WordPress admin-ajax calls (`action` names the handler): the action a call sends, filled
// from its request, and WordPress's way of failing with 200 (wp_send_json_error). Their own module, so a
// build whose calls name no action leaves them out (the cross-sell's standalone bundle,
// scripts/build/standaloneBuild.ts, decision 0214).

type Fields = Record<string, unknown>;

const TEMPLATE_NAME = /\{(\w+)\}/g;

/**
 * The admin-ajax action of `call` with `request`'s fields in its template (`{product}_show_proceed_to_checkout`
 * → `face-set_show_proceed_to_checkout`), and the fields the template used (not sent again); none for a
 * REST call.
 */
export const ajaxAction = (call: CallDef, request: Fields): { action?: string; used: string[] } =>
  call.action
    ? {
        action: call.action.replace(TEMPLATE_NAME, (_, name: string) => String(request[name] ?? '')),
        used: [...call.action.matchAll(TEMPLATE_NAME)].map((m) => m[1]!),
      }
    : { used: [] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * WordPress's wp_send_json_error answers 200 with `{success: false, data}`: the error of an admin-ajax
 * call's such answer, with the store's message and displayMessage; null for any other.
 */
export const ajaxFailure = (call: CallDef, value: unknown, status: number): ApiError | null => {
  if (!call.action || !isRecord(value) || value.success !== false) return null;
  const data = value.data;
  return new ApiError(
    isRecord(data) && typeof data.message === 'string' ? data.message : `${call.name} failed`,
    {
      status,
      code: CLIENT_ERROR_CODES.ajaxFailure,
      displayMessage:
        isRecord(data) && typeof data.displayMessage === 'string' ? data.displayMessage : undefined,
    },
  );
};
