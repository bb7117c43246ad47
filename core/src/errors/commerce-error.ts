import type { ErrorAnswer } from '../contract';
import { errorCatalogue, isKnownErrorId, type TransportKind } from './error-catalogue';

/** What a port call can fail with, as data (STYLE §4). */
export type CommerceError =
  | {
      readonly type: 'ApiError';
      readonly errorId: string;
      readonly code?: string;
      readonly kind: TransportKind;
      readonly statusCode: number;
      readonly message: string;
      readonly field?: string;
      readonly maxAllowedQty?: number;
      readonly correlationId?: string;
      readonly appId?: string;
    }
  | { readonly type: 'NetworkError'; readonly message: string }
  | { readonly type: 'InvalidResponse'; readonly message: string }
  | { readonly type: 'InvalidInput'; readonly field: string; readonly message: string };

const kindFromStatus = (status: number): TransportKind => {
  if (status === 400 || status === 422) return 'Invalid';
  if (status === 401) return 'Unauthorized';
  if (status === 402) return 'PaymentDeclined';
  if (status === 403) return 'Forbidden';
  if (status === 404) return 'NotFound';
  if (status === 409) return 'Conflict';
  return 'Unavailable';
};

/** An upstream error answer (§8 shape) as a typed error: known ids keep their catalogue kind. */
export function apiErrorFromAnswer(answer: ErrorAnswer, statusCode: number): CommerceError {
  const first = answer.errorDetails[0]!;
  const known = isKnownErrorId(first.errorId) ? errorCatalogue[first.errorId] : undefined;
  return {
    type: 'ApiError',
    errorId: first.errorId,
    code: first.code ?? known?.code,
    kind: known?.kind ?? kindFromStatus(statusCode),
    statusCode,
    message: first.message || known?.message || errorCatalogue.GEN500.message,
    field: first.field,
    maxAllowedQty: first.maxAllowedQty,
    correlationId: answer.correlationId,
    appId: answer.appId,
  };
}

export const invalidInput = (field: string, message: string): CommerceError => ({ type: 'InvalidInput', field, message });
