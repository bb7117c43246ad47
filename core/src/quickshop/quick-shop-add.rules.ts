import type { CommerceError } from '../errors';

/** §9 "Add-to-cart maxQty is 1 from quick shop and wallet. Retry delay 2000 ms (one retry)." */
export const QUICK_SHOP_MAX_QTY = 1;
export const QUICK_SHOP_ADD_RETRY_DELAY_MS = 2000;
export const QUICK_SHOP_ADD_MAX_ATTEMPTS = 2;

/** A gift-with-purchase product error: the GWP_PRODUCT error id or any id or code of the GWP family. */
export function isGiftWithPurchaseError(error: CommerceError): boolean {
  if (error.type !== 'ApiError') return false;
  return [error.errorId, error.code ?? ''].some((id) => id.toUpperCase().startsWith('GWP'));
}

export interface AddFailureDecision {
  /** The error notification carries the cart error message. */
  readonly notification: { readonly level: 'error'; readonly message: string };
  /** A failed add rolls back the analytics record of the add. */
  readonly rollbackAnalytics: true;
  /** Retry once after 2 s, never for a gift-with-purchase error, never after the retry. */
  readonly retryAfterMs: number | null;
}

/**
 * §4 "Add failure: show an error notification and retry once after 2 seconds, except when the error is a
 * gift-with-purchase product error (no retry). A failed add also rolls back the analytics record of the add."
 * `attempt` counts from 1.
 */
export function addFailureDecision(error: CommerceError, attempt: number): AddFailureDecision {
  const retry = attempt < QUICK_SHOP_ADD_MAX_ATTEMPTS && !isGiftWithPurchaseError(error);
  return {
    notification: { level: 'error', message: error.message },
    rollbackAnalytics: true,
    retryAfterMs: retry ? QUICK_SHOP_ADD_RETRY_DELAY_MS : null,
  };
}

export interface CloseOnAddSettings {
  readonly miniCartFeature: boolean;
  readonly closeOnAdd: boolean;
}

/** §4 "After a successful add, the panel closes if the mini-cart feature or closeOnAdd applies." */
export const closesAfterAdd = (settings: CloseOnAddSettings): boolean => settings.miniCartFeature || settings.closeOnAdd;
