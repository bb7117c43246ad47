import type { Cart, Flash } from '../contract';
import { cartErrorHandling } from '../errors/cart-error-table';
import { errorCatalogue, isKnownErrorId } from '../errors/error-catalogue';
import { flashHandling, isServerTransition, SERVER_TRANSITIONS, type OutOfStockKind, type ServerTransition } from '../errors/flash-types';
import type { Notice } from '../errors/notice';
import { INVALID_CUSTOMER_RELOAD_MS } from '../constants/limits';
import {
  initialCheckoutState, transitionCheckout, type BillingStepInput, type CheckoutEvent, type CheckoutState, type CheckoutStepError,
  type CheckoutStepId, type ShippingStepInput,
} from './checkout-step.machine';

/**
 * §4 checkout flow: the step machine of `checkout-step.machine.ts` (shipping → billing → summary) wrapped with
 * everything around placing an order — EXPRESS start, placing, the three-ds challenge, the reset after an order,
 * the cart-not-found and invalid-customer recoveries, server transitions, out-of-stock flags and notices.
 * One pure transition: `checkoutFlow(state, event)` → the next state and the effects an adapter must run.
 */

/** §4: a logged-in user with a saved main card and default address (or pickup/collection contact) gets EXPRESS. */
export interface ExpressEligibility {
  readonly loggedIn: boolean;
  readonly hasSavedMainCard: boolean;
  readonly hasDefaultAddress: boolean;
  readonly hasPickupContact: boolean;
}

export type CheckoutStatus = 'STANDARD' | 'EXPRESS';

export const isExpressEligible = (user: ExpressEligibility): boolean =>
  user.loggedIn && user.hasSavedMainCard && (user.hasDefaultAddress || user.hasPickupContact);

/** Where the flow is, beside the step: editing, waiting for placeOrder, in the three-ds challenge, patching the order. */
export type CheckoutPhase = 'editing' | 'placing' | 'three-ds' | 'patching';

/** A notice with the key that keeps it unique (a later notice with the same key replaces it). */
export interface FlowNotice extends Notice {
  readonly key: string;
}

export interface OutOfStockEntry {
  readonly itemId: string;
  readonly kind: OutOfStockKind;
}

export interface CheckoutFlowState {
  readonly checkout: CheckoutState;
  readonly status: CheckoutStatus;
  readonly phase: CheckoutPhase;
  /** The order being authenticated or patched (three-ds, patching). */
  readonly pendingOrderNumber: string | null;
  readonly dialog: 'three-ds-challenge' | null;
  /** §5: a legal acceptance flag exists in checkout. */
  readonly legalAccepted: boolean;
  readonly notices: readonly FlowNotice[];
  readonly outOfStock: readonly OutOfStockEntry[];
  /** CART_NOT_FOUND is rebuilt and retried once; a second one in a row is shown. */
  readonly cartRebuiltForRetry: boolean;
}

/** A call the flow can ask the adapter to retry after rebuilding the cart. */
export type RetryableCall = 'placeOrder' | 'patchOrder' | 'cart';

/** An item of the current cart, as needed to rebuild it (§4: recreate the cart from current items). */
export interface RebuildItem {
  readonly productId: string;
  readonly upc: string;
  readonly qty: number;
}

// §4 item transitions announced by the server: defined with the other flash types (errors/flash-types.ts).
export { SERVER_TRANSITIONS, isServerTransition, type ServerTransition } from '../errors/flash-types';

/** §4: the error shown when payment authentication fails. */
export const AUTHENTICATION_ERROR_MESSAGE = 'We could not verify your payment. Please check your card details or use another card.';
export const LEGAL_ACCEPTANCE_MESSAGE = 'Please accept the terms and conditions to place your order.';

export interface CartItemFlags {
  readonly id: string;
  /** A server transition type (PickupToSth …) announced on this item. */
  readonly transition?: string;
  readonly outOfStock?: OutOfStockKind;
}

export type CheckoutFlowEvent =
  | { readonly type: 'Start'; readonly user: ExpressEligibility; readonly cart?: Cart }
  | { readonly type: 'ShippingSubmitted'; readonly input: ShippingStepInput }
  | { readonly type: 'BillingSubmitted'; readonly input: BillingStepInput }
  | { readonly type: 'StepSelected'; readonly step: CheckoutStepId }
  | { readonly type: 'LegalAcceptanceChanged'; readonly accepted: boolean }
  | { readonly type: 'PlaceOrderRequested'; readonly legalAcceptanceRequired: boolean }
  | { readonly type: 'OrderPlaced'; readonly orderNumber: string; readonly flash: readonly Flash[] }
  | { readonly type: 'ThreeDsCompleted'; readonly threeDS2Result: string }
  | { readonly type: 'ThreeDsFailed' }
  | { readonly type: 'OrderPatched' }
  | { readonly type: 'PatchFailed' }
  | {
      readonly type: 'CallFailed';
      readonly call: RetryableCall;
      readonly error: { readonly errorId: string; readonly message?: string; readonly maxAllowedQty?: number; readonly itemId?: string; readonly field?: string };
      readonly items: readonly RebuildItem[];
    }
  | { readonly type: 'CartUpdated'; readonly items: readonly CartItemFlags[]; readonly flash: readonly Flash[] }
  | { readonly type: 'NoticeDismissed'; readonly key: string };

export type CheckoutFlowEffect =
  | { readonly type: 'placeOrder' }
  | { readonly type: 'openDialog'; readonly dialog: 'three-ds-challenge'; readonly orderNumber: string }
  | { readonly type: 'patchOrder'; readonly orderNumber: string; readonly threeDS2Result: string }
  | { readonly type: 'navigate'; readonly to: 'order-confirmation'; readonly orderNumber: string }
  | { readonly type: 'resetCart' }
  | { readonly type: 'resetOrder'; readonly orderNumber: string }
  | { readonly type: 'createCart' }
  | { readonly type: 'clearLocalCart' }
  | { readonly type: 'rebuildCart'; readonly items: readonly RebuildItem[] }
  | { readonly type: 'retry'; readonly call: RetryableCall }
  | { readonly type: 'reloadCart' }
  | { readonly type: 'scheduleReload'; readonly afterMs: number };

/** Why an event changed nothing. */
export type CheckoutFlowRejection =
  | { readonly type: 'EventNotAllowed'; readonly phase: CheckoutPhase; readonly event: CheckoutFlowEvent['type'] }
  | { readonly type: 'StepRejected'; readonly error: CheckoutStepError };

export interface CheckoutFlowResult {
  readonly state: CheckoutFlowState;
  readonly effects: readonly CheckoutFlowEffect[];
  readonly rejected: CheckoutFlowRejection | null;
}

/** §4: otherwise checkout starts at shipping. */
export function startCheckoutFlow(user: ExpressEligibility, cart?: Cart): CheckoutFlowState {
  const express = isExpressEligible(user);
  return {
    checkout: express
      ? { step: 'summary', shippingComplete: true, billingComplete: true, lastOrderNumber: null }
      : initialCheckoutState(cart),
    status: express ? 'EXPRESS' : 'STANDARD',
    phase: 'editing',
    pendingOrderNumber: null,
    dialog: null,
    legalAccepted: false,
    notices: [],
    outOfStock: [],
    cartRebuiltForRetry: false,
  };
}

const accepted = (state: CheckoutFlowState, effects: readonly CheckoutFlowEffect[] = []): CheckoutFlowResult => ({ state, effects, rejected: null });
const rejected = (state: CheckoutFlowState, rejection: CheckoutFlowRejection): CheckoutFlowResult => ({ state, effects: [], rejected: rejection });
const notAllowed = (state: CheckoutFlowState, event: CheckoutFlowEvent): CheckoutFlowResult =>
  rejected(state, { type: 'EventNotAllowed', phase: state.phase, event: event.type });

/** Adds notices, each replacing an earlier one with the same key. */
function withNotices(notices: readonly FlowNotice[], added: readonly FlowNotice[]): FlowNotice[] {
  const byKey = new Map<string, FlowNotice>();
  for (const notice of added) byKey.set(notice.key, notice);
  return [...notices.filter((notice) => !byKey.has(notice.key)), ...byKey.values()];
}

const keyed = (key: string, notice: Notice): FlowNotice => ({ key, ...notice });

/**
 * The summary's order is done with (placed, or its payment authentication failed): the step machine moves on from
 * the summary, and the flow is back to editing in STANDARD with no pending order and no dialog.
 */
function leaveSummary(state: CheckoutFlowState, event: Extract<CheckoutEvent, { type: 'OrderPlaced' | 'PaymentAuthenticationFailed' }>): CheckoutFlowState {
  const checkout = transitionCheckout({ ...state.checkout, step: 'summary' }, event);
  return {
    ...state,
    checkout: checkout.isOk() ? checkout.value : state.checkout,
    status: 'STANDARD',
    phase: 'editing',
    pendingOrderNumber: null,
    dialog: null,
  };
}

/** §4: after an order is placed: go to order confirmation, reset the cart, step returns to shipping. */
function completeOrder(state: CheckoutFlowState, orderNumber: string): CheckoutFlowResult {
  return accepted(
    {
      ...leaveSummary(state, { type: 'OrderPlaced', input: { orderNumber } }),
      legalAccepted: false,
      notices: [],
      outOfStock: [],
      cartRebuiltForRetry: false,
    },
    [{ type: 'navigate', to: 'order-confirmation', orderNumber }, { type: 'resetCart' }],
  );
}

/** §4: on failure the step returns to billing, an authentication error shows, the order is reset and a new cart is created. */
function authenticationFailed(state: CheckoutFlowState): CheckoutFlowResult {
  const orderNumber = state.pendingOrderNumber!;
  return accepted(
    {
      ...leaveSummary(state, { type: 'PaymentAuthenticationFailed' }),
      notices: withNotices(state.notices, [keyed('payment:authentication', { type: 'error', level: 'top', message: AUTHENTICATION_ERROR_MESSAGE })]),
    },
    [{ type: 'resetOrder', orderNumber }, { type: 'createCart' }],
  );
}

function stepEvent(state: CheckoutFlowState, event: Extract<CheckoutFlowEvent, { type: 'ShippingSubmitted' | 'BillingSubmitted' | 'StepSelected' }>): CheckoutFlowResult {
  if (state.phase !== 'editing') return notAllowed(state, event);
  const next = transitionCheckout(state.checkout, event);
  if (next.isErr()) return rejected(state, { type: 'StepRejected', error: next.error });
  // Leaving the summary for an earlier step ends the EXPRESS shortcut.
  const status = next.value.step === 'summary' ? state.status : 'STANDARD';
  return accepted({ ...state, checkout: next.value, status });
}

/** §4 cart-not-found, invalid-customer, and the §8 cart error table. */
function callFailed(state: CheckoutFlowState, event: Extract<CheckoutFlowEvent, { type: 'CallFailed' }>): CheckoutFlowResult {
  const { error, items, call } = event;
  if (error.errorId === 'CART_NOT_FOUND' && !state.cartRebuiltForRetry) {
    return accepted({ ...state, cartRebuiltForRetry: true }, [{ type: 'rebuildCart', items }, { type: 'retry', call }]);
  }
  if (state.phase === 'patching') return authenticationFailed(state);
  const handling = cartErrorHandling(error, { checkoutStep: state.checkout.step });
  const notice = handling.notice ?? {
    type: 'error' as const,
    level: 'top' as const,
    message: isKnownErrorId(error.errorId) ? errorCatalogue[error.errorId].message : errorCatalogue.GEN500.message,
  };
  const notices = withNotices(state.notices, [keyed(`error:${error.errorId}:${error.itemId ?? ''}`, notice)]);
  const base: CheckoutFlowState = { ...state, phase: 'editing', notices, cartRebuiltForRetry: false };
  switch (handling.action) {
    case 'rebuild-and-retry':
      // A second CART_NOT_FOUND in a row: the rebuild did not help, so it is shown instead of retried again.
      return accepted(base);
    case 'clear-and-reload':
      return accepted(base, [
        { type: 'clearLocalCart' },
        { type: 'rebuildCart', items },
        { type: 'scheduleReload', afterMs: INVALID_CUSTOMER_RELOAD_MS },
      ]);
    case 'reload-cart': {
      const checkout = handling.returnToShipping ? { ...base.checkout, step: 'shipping' as const } : base.checkout;
      return accepted({ ...base, checkout, status: handling.returnToShipping ? 'STANDARD' : base.status }, [{ type: 'reloadCart' }]);
    }
    case 'notify':
    case 'error-state':
    case 'login-failure':
      return accepted(base);
    default: {
      const unreachable: never = handling.action;
      return unreachable;
    }
  }
}

/** §4 server transitions and out-of-stock flags of a freshly loaded cart. */
function cartUpdated(state: CheckoutFlowState, event: Extract<CheckoutFlowEvent, { type: 'CartUpdated' }>): CheckoutFlowResult {
  const notices: FlowNotice[] = [];
  const outOfStock = new Map<string, OutOfStockKind>();
  const transition = (type: ServerTransition, itemId: string | undefined) => {
    const rule = SERVER_TRANSITIONS[type];
    const onItem = rule.level === 'item' && itemId !== undefined;
    notices.push(keyed(`cart:transition:${type}:${onItem ? itemId : ''}`, {
      type: rule.type,
      level: onItem ? 'item' : 'top',
      message: rule.message,
      ...(onItem ? { itemId } : {}),
    }));
  };
  for (const item of event.items) {
    if (item.transition !== undefined && isServerTransition(item.transition)) transition(item.transition, item.id);
    if (item.outOfStock !== undefined) outOfStock.set(item.id, item.outOfStock);
  }
  const cartEmpty = event.items.length === 0;
  event.flash.forEach((flash, index) => {
    if (isServerTransition(flash.type)) return transition(flash.type, flash.itemId);
    const handling = flashHandling(flash, { cartEmpty });
    if (handling.outOfStock?.itemId !== undefined) outOfStock.set(handling.outOfStock.itemId, handling.outOfStock.kind);
    if (handling.notice !== null) notices.push(keyed(`cart:flash:${flash.type}:${flash.itemId ?? index}`, handling.notice));
  });
  for (const [itemId, kind] of outOfStock) {
    if (notices.some((notice) => notice.itemId === itemId && notice.key.startsWith('cart:flash:'))) continue;
    const handling = flashHandling({ type: OUT_OF_STOCK_FLASH[kind], itemId }, { cartEmpty });
    notices.push(keyed(`cart:oos:${itemId}`, handling.notice!));
  }
  const kept = state.notices.filter((notice) => !notice.key.startsWith('cart:'));
  return accepted({
    ...state,
    notices: withNotices(kept, notices),
    outOfStock: [...outOfStock].map(([itemId, kind]) => ({ itemId, kind })),
    cartRebuiltForRetry: false,
  });
}

/** §8: the flash type that stands for each out-of-stock flag. */
const OUT_OF_STOCK_FLASH: Readonly<Record<OutOfStockKind, string>> = {
  partial: 'ProductLineItemInventoryMissing',
  full: 'ProductLineItemFullInventoryMissing',
  'not-available': 'ProductItemNotAvailable',
};

/**
 * The checkout flow's one transition: the first state comes from `startCheckoutFlow`; a Start event while editing
 * starts over (the shopper re-entered checkout). An event that does not fit the phase changes nothing and says why.
 * Never throws.
 */
export function checkoutFlow(state: CheckoutFlowState, event: CheckoutFlowEvent): CheckoutFlowResult {
  switch (event.type) {
    case 'Start':
      return state.phase === 'editing' ? accepted(startCheckoutFlow(event.user, event.cart)) : notAllowed(state, event);
    case 'ShippingSubmitted':
    case 'BillingSubmitted':
    case 'StepSelected':
      return stepEvent(state, event);
    case 'LegalAcceptanceChanged':
      return accepted({ ...state, legalAccepted: event.accepted, notices: state.notices.filter((n) => n.key !== 'input:legalAcceptance') });
    case 'PlaceOrderRequested': {
      if (state.phase !== 'editing' || state.checkout.step !== 'summary') return notAllowed(state, event);
      if (event.legalAcceptanceRequired && !state.legalAccepted) {
        return accepted({
          ...state,
          notices: withNotices(state.notices, [keyed('input:legalAcceptance', { type: 'error', level: 'input', field: 'legalAcceptance', message: LEGAL_ACCEPTANCE_MESSAGE })]),
        });
      }
      return accepted({ ...state, phase: 'placing' }, [{ type: 'placeOrder' }]);
    }
    case 'OrderPlaced': {
      if (state.phase !== 'placing') return notAllowed(state, event);
      if (event.flash.some((flash) => flashHandling(flash, { cartEmpty: false }).threeDsChallenge)) {
        return accepted(
          { ...state, phase: 'three-ds', pendingOrderNumber: event.orderNumber, dialog: 'three-ds-challenge', cartRebuiltForRetry: false },
          [{ type: 'openDialog', dialog: 'three-ds-challenge', orderNumber: event.orderNumber }],
        );
      }
      return completeOrder(state, event.orderNumber);
    }
    case 'ThreeDsCompleted':
      if (state.phase !== 'three-ds') return notAllowed(state, event);
      return accepted(
        { ...state, phase: 'patching', dialog: null },
        [{ type: 'patchOrder', orderNumber: state.pendingOrderNumber!, threeDS2Result: event.threeDS2Result }],
      );
    case 'ThreeDsFailed':
      return state.phase === 'three-ds' || state.phase === 'patching' ? authenticationFailed(state) : notAllowed(state, event);
    case 'OrderPatched':
      return state.phase === 'patching' ? completeOrder(state, state.pendingOrderNumber!) : notAllowed(state, event);
    case 'PatchFailed':
      return state.phase === 'patching' ? authenticationFailed(state) : notAllowed(state, event);
    case 'CallFailed':
      return state.phase === 'three-ds' ? notAllowed(state, event) : callFailed(state, event);
    case 'CartUpdated':
      return cartUpdated(state, event);
    case 'NoticeDismissed':
      return accepted({ ...state, notices: state.notices.filter((notice) => notice.key !== event.key) });
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
