import type { ErrorAnswer } from '../contract';
import { apiErrorFromAnswer, type CommerceError } from './commerce-error';
import { errorCatalogue } from './error-catalogue';

/** An API error as the UI receives it (§3 API error: errorId, message, statusCode). */
export type ApiError = Extract<CommerceError, { type: 'ApiError' }>;

/** §8: the configured messages, errorId → message text with `{placeholder}`s (e.g. from the CMS or a locale file). */
export type MessageCatalogue = Readonly<Record<string, string>>;

/** Fills `{name}` placeholders; a placeholder with no value is left as written. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole);
}

const nonBlank = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/**
 * §8: an error answer → the configured message for its errorId (general placeholders filled in, plus the answer's
 * maxAllowedQty), or failing that the server message, or failing that the built-in catalogue text — raised as a
 * typed API error with the status code.
 */
export function resolveApiError(
  answer: ErrorAnswer,
  catalogue: MessageCatalogue,
  placeholders: Readonly<Record<string, string | number>> = {},
): ApiError {
  const base = apiErrorFromAnswer(answer, answer.statusCode) as ApiError;
  const detail = answer.errorDetails[0]!;
  const configured = Object.prototype.hasOwnProperty.call(catalogue, detail.errorId) ? catalogue[detail.errorId] : undefined;
  const values = detail.maxAllowedQty === undefined ? placeholders : { ...placeholders, maxAllowedQty: detail.maxAllowedQty };
  const message = nonBlank(configured)
    ? fillPlaceholders(configured, values)
    : nonBlank(detail.message)
      ? detail.message
      : base.message || errorCatalogue.GEN500.message;
  return { ...base, message };
}

/** §8: what to do with a failed call. */
export type ApiFailureHandling =
  /** A 403 with an appId triggers a bot-defence re-check event. */
  | { readonly type: 'BotDefenceRecheck'; readonly appId: string; readonly error: ApiError }
  /** A guest-token failure with status 403 is ignored. */
  | { readonly type: 'Ignore'; readonly error: ApiError }
  /** Other statuses are reported. */
  | { readonly type: 'Report'; readonly error: ApiError }
  /** Non-API errors are rethrown (passed on unchanged to the caller). */
  | { readonly type: 'Rethrow'; readonly error: unknown };

const isApiError = (failure: unknown): failure is ApiError =>
  typeof failure === 'object' && failure !== null && (failure as { type?: unknown }).type === 'ApiError';

export const FORBIDDEN_STATUS = 403;

/** §8 failure handling; `call.guestToken` marks the guest-token call. */
export function apiFailureHandling(failure: unknown, call: { readonly guestToken?: boolean } = {}): ApiFailureHandling {
  if (!isApiError(failure)) return { type: 'Rethrow', error: failure };
  if (failure.statusCode === FORBIDDEN_STATUS && nonBlank(failure.appId)) return { type: 'BotDefenceRecheck', appId: failure.appId, error: failure };
  if (failure.statusCode === FORBIDDEN_STATUS && call.guestToken === true) return { type: 'Ignore', error: failure };
  return { type: 'Report', error: failure };
}
