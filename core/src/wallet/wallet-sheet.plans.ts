import { err, ok, type Result } from 'neverthrow';
import type { CommerceError } from '../errors';
import type { WalletError } from './wallet.errors';
import type { WalletOrigin, WalletStep } from './wallet-sheet.machine';

/** §9 "Add-to-cart maxQty is 1 from quick shop and wallet ... Payment session retry delay 3000 ms." */
export const WALLET_ADD_MAX_QTY = 1;
export const PAYMENT_SESSION_RETRY_DELAY_MS = 3000;

export type MerchantValidationAction =
  | { readonly type: 'AddProduct'; readonly productId: string; readonly upc: string; readonly maxQty: number }
  | { readonly type: 'EnsureShippingMethod' }
  | { readonly type: 'ApplyCoupon'; readonly code: string }
  | { readonly type: 'FetchPaymentSession'; readonly retryDelayMs: number };

export interface MerchantValidationInput {
  readonly origin: WalletOrigin;
  /** The product shown, for a product-page wallet. */
  readonly product: { readonly productId: string; readonly upc: string } | null;
  readonly hasShippingMethod: boolean;
  /** A saved automatic promo code, if any. */
  readonly savedPromoCode: string | null;
}

/**
 * §4 step 1 "Merchant validation: add the product if opened from a product page, ensure a shipping method exists,
 * apply a saved automatic promo code, fetch a payment session."
 */
export function merchantValidationPlan(input: MerchantValidationInput): readonly MerchantValidationAction[] {
  const actions: MerchantValidationAction[] = [];
  if (input.origin === 'product-page' && input.product) {
    actions.push({ type: 'AddProduct', ...input.product, maxQty: WALLET_ADD_MAX_QTY });
  }
  if (!input.hasShippingMethod) actions.push({ type: 'EnsureShippingMethod' });
  const code = input.savedPromoCode?.trim() ?? '';
  if (code !== '') actions.push({ type: 'ApplyCoupon', code });
  actions.push({ type: 'FetchPaymentSession', retryDelayMs: PAYMENT_SESSION_RETRY_DELAY_MS });
  return actions;
}

export type PaymentAuthorizedAction = 'ValidateContacts' | 'SaveShippingAddress' | 'PrepareOrder' | 'PlaceOrder';

/**
 * §4 step 4 "Payment authorized: validate contacts, save the shipping address, prepare the order, place the order"
 * (then the machine reports success, goes to order confirmation and resets the cart).
 */
export const PAYMENT_AUTHORIZED_PLAN: readonly PaymentAuthorizedAction[] = ['ValidateContacts', 'SaveShippingAddress', 'PrepareOrder', 'PlaceOrder'];

/** §8 "a shipping method not in the applicable list gives a shipping-list error". */
export function checkShippingMethod(identifier: string, applicable: readonly { readonly code: string }[]): Result<string, WalletError> {
  return applicable.some((method) => method.code === identifier) ? ok(identifier) : err({ type: 'ShippingMethodNotInList', identifier });
}

/** Where in a step a call failed. */
export type WalletCall = 'saveShippingAddress' | 'setShippingMethod' | 'other';

/**
 * §8 "address save failure gives an unserviceable-address error ...; a failed shipping-method set gives a
 * shipping-method error; ... any other failure gives an unknown failure."
 */
export function walletCallFailure(call: WalletCall, error: CommerceError, identifier = ''): WalletError {
  switch (call) {
    case 'saveShippingAddress':
      return { type: 'UnserviceableAddress' };
    case 'setShippingMethod':
      return { type: 'ShippingMethodNotSet', identifier };
    case 'other':
      return { type: 'Unknown', message: error.message, cause: error };
    default: {
      const unhandled: never = call;
      return unhandled;
    }
  }
}

/** Which step a plan belongs to, for the runner's logs. */
export const WALLET_STEPS: readonly WalletStep[] = ['merchantValidation', 'shippingContact', 'shippingMethod', 'paymentAuthorized'];
