import type { CommerceError } from './commerce-error';
import { errorCatalogue, type ErrorId, type TransportKind } from './error-catalogue';

/** The HTTP status an error of each transport kind travels with (§8: an API error carries its status code). */
export const STATUS_OF_KIND: Readonly<Record<TransportKind, number>> = {
  Invalid: 400,
  Unauthorized: 401,
  PaymentDeclined: 402,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  Unavailable: 503,
};

/** A catalogue error as data, e.g. raised by core itself or by an in-memory fake of the upstream. */
export function catalogueError(
  errorId: ErrorId,
  details: { readonly message?: string; readonly field?: string; readonly maxAllowedQty?: number } = {},
): Extract<CommerceError, { type: 'ApiError' }> {
  const entry = errorCatalogue[errorId];
  return {
    type: 'ApiError',
    errorId,
    code: entry.code,
    kind: entry.kind,
    statusCode: errorId === 'GEN500' ? 500 : STATUS_OF_KIND[entry.kind],
    message: details.message ?? entry.message,
    ...(details.field === undefined ? {} : { field: details.field }),
    ...(details.maxAllowedQty === undefined ? {} : { maxAllowedQty: details.maxAllowedQty }),
  };
}

/** Whether an error is the upstream answering this error id (e.g. CART_NOT_FOUND → rebuild and retry, §8). */
export const hasErrorId = (error: CommerceError, errorId: ErrorId): boolean =>
  error.type === 'ApiError' && error.errorId === errorId;
