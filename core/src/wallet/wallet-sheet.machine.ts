import type { WalletError } from './wallet.errors';
import type { WalletContact, WalletPaymentContacts } from './wallet-contact.validator';

/** Where the wallet button was pressed. Product-page wallets buy just the product shown, in their own cart context. */
export type WalletOrigin = 'product-page' | 'cart' | 'checkout';

/** §4 the sheet's steps, in order: merchant validation, shipping contact, shipping method, payment authorized. */
export type WalletStep = 'merchantValidation' | 'shippingContact' | 'shippingMethod' | 'paymentAuthorized';

export type WalletSheetState =
  | { readonly status: 'Idle'; readonly origin: WalletOrigin }
  /** `pending`: the step's work runs; the sheet waits for its completion. */
  | { readonly status: 'InProgress'; readonly origin: WalletOrigin; readonly step: WalletStep; readonly pending: boolean }
  | { readonly status: 'Succeeded'; readonly origin: WalletOrigin; readonly orderNumber: string }
  | { readonly status: 'Failed'; readonly origin: WalletOrigin; readonly step: WalletStep; readonly error: WalletError }
  | { readonly status: 'Cancelled'; readonly origin: WalletOrigin };

export type WalletSheetEvent =
  | { readonly type: 'Begin' }
  | { readonly type: 'ShippingContactSelected'; readonly contact: WalletContact }
  | { readonly type: 'ShippingMethodSelected'; readonly identifier: string }
  | { readonly type: 'PaymentAuthorized'; readonly token: string; readonly contacts: WalletPaymentContacts }
  | { readonly type: 'StepSucceeded'; readonly step: Exclude<WalletStep, 'paymentAuthorized'> }
  | { readonly type: 'OrderPlaced'; readonly orderNumber: string }
  | { readonly type: 'StepFailed'; readonly step: WalletStep; readonly error: WalletError }
  | { readonly type: 'Cancel' };

/** §2 after a product-page wallet order the confirmation route carries storeContext=applePayPdp. */
export const ORDER_CONFIRMATION_PATH = '/order-confirmation';
export const PRODUCT_PAGE_WALLET_STORE_CONTEXT = 'applePayPdp';

export type WalletSheetEffect =
  | { readonly type: 'RunMerchantValidation' }
  | { readonly type: 'RunShippingContact'; readonly contact: WalletContact }
  | { readonly type: 'RunShippingMethod'; readonly identifier: string }
  | { readonly type: 'RunPaymentAuthorized'; readonly token: string; readonly contacts: WalletPaymentContacts }
  /** Tell the sheet the step finished (new totals, methods, session). */
  | { readonly type: 'CompleteStep'; readonly step: Exclude<WalletStep, 'paymentAuthorized'> }
  | { readonly type: 'CompleteSheet'; readonly result: 'success' | 'failure' }
  | { readonly type: 'ClearCartContext' }
  | { readonly type: 'NavigateToConfirmation'; readonly path: string; readonly query: Readonly<Record<string, string>> }
  | { readonly type: 'ResetCart' };

export interface WalletSheetTransition {
  readonly state: WalletSheetState;
  readonly effects: readonly WalletSheetEffect[];
}

export const initialWalletSheet = (origin: WalletOrigin): WalletSheetState => ({ status: 'Idle', origin });

const stay = (state: WalletSheetState): WalletSheetTransition => ({ state, effects: [] });
const run = (origin: WalletOrigin, step: WalletStep, effect: WalletSheetEffect): WalletSheetTransition => ({
  state: { status: 'InProgress', origin, step, pending: true },
  effects: [effect],
});

/** Which user event may follow which finished step. */
const NEXT_ALLOWED: Readonly<Record<'ShippingContactSelected' | 'ShippingMethodSelected' | 'PaymentAuthorized', readonly WalletStep[]>> = {
  ShippingContactSelected: ['merchantValidation', 'shippingContact', 'shippingMethod'],
  ShippingMethodSelected: ['shippingContact', 'shippingMethod'],
  PaymentAuthorized: ['shippingContact', 'shippingMethod'],
};

/**
 * §4 wallet payment sheet, one pure transition. Events that do not fit the state (late callbacks, a second
 * Begin, anything after completion) leave it unchanged with no effects.
 * "Any failure completes the sheet with failure. For product-page wallets the cart context is cleared on every failure."
 */
export function walletSheetTransition(state: WalletSheetState, event: WalletSheetEvent): WalletSheetTransition {
  if (state.status === 'Idle') {
    return event.type === 'Begin' ? run(state.origin, 'merchantValidation', { type: 'RunMerchantValidation' }) : stay(state);
  }
  if (state.status !== 'InProgress') return stay(state);
  const { origin, step, pending } = state;

  switch (event.type) {
    case 'Cancel':
      return { state: { status: 'Cancelled', origin }, effects: [] };
    case 'StepFailed':
      if (!pending || event.step !== step) return stay(state);
      return {
        state: { status: 'Failed', origin, step, error: event.error },
        effects: [{ type: 'CompleteSheet', result: 'failure' }, ...(origin === 'product-page' ? [{ type: 'ClearCartContext' } as const] : [])],
      };
    case 'StepSucceeded':
      if (!pending || event.step !== step) return stay(state);
      return { state: { ...state, pending: false }, effects: [{ type: 'CompleteStep', step: event.step }] };
    case 'OrderPlaced':
      if (!pending || step !== 'paymentAuthorized') return stay(state);
      return {
        state: { status: 'Succeeded', origin, orderNumber: event.orderNumber },
        effects: [
          { type: 'CompleteSheet', result: 'success' },
          {
            type: 'NavigateToConfirmation',
            path: ORDER_CONFIRMATION_PATH,
            query: origin === 'product-page' ? { storeContext: PRODUCT_PAGE_WALLET_STORE_CONTEXT } : {},
          },
          { type: 'ResetCart' },
        ],
      };
    case 'ShippingContactSelected':
      if (pending || !NEXT_ALLOWED.ShippingContactSelected.includes(step)) return stay(state);
      return run(origin, 'shippingContact', { type: 'RunShippingContact', contact: event.contact });
    case 'ShippingMethodSelected':
      if (pending || !NEXT_ALLOWED.ShippingMethodSelected.includes(step)) return stay(state);
      return run(origin, 'shippingMethod', { type: 'RunShippingMethod', identifier: event.identifier });
    case 'PaymentAuthorized':
      if (pending || !NEXT_ALLOWED.PaymentAuthorized.includes(step)) return stay(state);
      return run(origin, 'paymentAuthorized', { type: 'RunPaymentAuthorized', token: event.token, contacts: event.contacts });
    case 'Begin':
      return stay(state);
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
