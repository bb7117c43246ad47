import { err, ok, type Result } from 'neverthrow';
import type { Cart } from '../contract';

/** §4 Checkout step: shipping, billing, summary — in this order. */
export const CHECKOUT_STEPS = ['shipping', 'billing', 'summary'] as const;
export type CheckoutStepId = (typeof CHECKOUT_STEPS)[number];

/** What a step needs before checkout may move past it. */
export type CheckoutRequirement = 'shippingAddress' | 'shippingMethod' | 'billingAddress' | 'payment';

/** Input of the shipping step: what the cart holds once the shopper submits it. */
export interface ShippingStepInput {
  readonly hasShippingAddress: boolean;
  readonly hasShippingMethod: boolean;
}

/** Input of the billing step. */
export interface BillingStepInput {
  readonly hasBillingAddress: boolean;
  readonly hasPayment: boolean;
}

/** Input of the summary step: the order it became. */
export interface SummaryStepInput {
  readonly orderNumber: string;
}

export interface CheckoutState {
  readonly step: CheckoutStepId;
  /** Steps whose requirements were met when last submitted; a later step can only be entered through them. */
  readonly shippingComplete: boolean;
  readonly billingComplete: boolean;
  /** The order placed from the summary, once there is one (read by the order confirmation). */
  readonly lastOrderNumber: string | null;
}

export type CheckoutEvent =
  | { readonly type: 'ShippingSubmitted'; readonly input: ShippingStepInput }
  | { readonly type: 'BillingSubmitted'; readonly input: BillingStepInput }
  | { readonly type: 'OrderPlaced'; readonly input: SummaryStepInput }
  /** §4: a failed payment authentication returns to billing. */
  | { readonly type: 'PaymentAuthenticationFailed' }
  /** The shopper picks a step (the step list, an "edit" link). */
  | { readonly type: 'StepSelected'; readonly step: CheckoutStepId };

export type CheckoutStepError =
  /** The current step cannot be submitted: these requirements are missing. */
  | { readonly type: 'StepIncomplete'; readonly step: CheckoutStepId; readonly missing: readonly CheckoutRequirement[] }
  /** A later step cannot be entered before the steps before it are complete. */
  | { readonly type: 'StepLocked'; readonly step: CheckoutStepId; readonly blockedBy: CheckoutStepId }
  /** The event does not belong to the current step (e.g. placing an order from shipping). */
  | { readonly type: 'EventNotAllowed'; readonly step: CheckoutStepId; readonly event: CheckoutEvent['type'] };

type Transition = Result<CheckoutState, CheckoutStepError>;

const missing = (checks: ReadonlyArray<readonly [boolean, CheckoutRequirement]>): CheckoutRequirement[] =>
  checks.filter(([met]) => !met).map(([, requirement]) => requirement);

const notAllowed = (state: CheckoutState, event: CheckoutEvent): Transition =>
  err({ type: 'EventNotAllowed', step: state.step, event: event.type });

/** The named steps: each with its id, its input and its pure transition to the next step. */
export const checkoutSteps = {
  shipping: {
    id: 'shipping',
    submit(state: CheckoutState, input: ShippingStepInput): Transition {
      const gaps = missing([[input.hasShippingAddress, 'shippingAddress'], [input.hasShippingMethod, 'shippingMethod']]);
      if (gaps.length > 0) return err({ type: 'StepIncomplete', step: 'shipping', missing: gaps });
      return ok({ ...state, step: 'billing', shippingComplete: true });
    },
  },
  billing: {
    id: 'billing',
    submit(state: CheckoutState, input: BillingStepInput): Transition {
      const gaps = missing([[input.hasBillingAddress, 'billingAddress'], [input.hasPayment, 'payment']]);
      if (gaps.length > 0) return err({ type: 'StepIncomplete', step: 'billing', missing: gaps });
      return ok({ ...state, step: 'summary', billingComplete: true });
    },
  },
  summary: {
    id: 'summary',
    /** §4: after an order is placed, the cart is reset and the step returns to shipping. */
    submit(_state: CheckoutState, input: SummaryStepInput): Transition {
      return ok({ step: 'shipping', shippingComplete: false, billingComplete: false, lastOrderNumber: input.orderNumber });
    },
  },
} as const;

/** The first incomplete step before `step`, if any: a step is reachable only through complete earlier steps. */
function blockerOf(state: CheckoutState, step: CheckoutStepId): CheckoutStepId | null {
  if (step !== 'shipping' && !state.shippingComplete) return 'shipping';
  if (step === 'summary' && !state.billingComplete) return 'billing';
  return null;
}

/** §4: checkout starts at shipping (for a guest); what the cart already holds marks steps complete. */
export function initialCheckoutState(cart?: Cart): CheckoutState {
  const shipping = cart ? shippingStepInputFrom(cart) : { hasShippingAddress: false, hasShippingMethod: false };
  const billing = cart ? billingStepInputFrom(cart) : { hasBillingAddress: false, hasPayment: false };
  const shippingComplete = shipping.hasShippingAddress && shipping.hasShippingMethod;
  return {
    step: 'shipping',
    shippingComplete,
    billingComplete: shippingComplete && billing.hasBillingAddress && billing.hasPayment,
    lastOrderNumber: null,
  };
}

/** The one pure transition function of the checkout: a new state, or why the event cannot apply. */
export function transitionCheckout(state: CheckoutState, event: CheckoutEvent): Transition {
  switch (event.type) {
    case 'ShippingSubmitted':
      return state.step === 'shipping' ? checkoutSteps.shipping.submit(state, event.input) : notAllowed(state, event);
    case 'BillingSubmitted':
      return state.step === 'billing' ? checkoutSteps.billing.submit(state, event.input) : notAllowed(state, event);
    case 'OrderPlaced':
      return state.step === 'summary' ? checkoutSteps.summary.submit(state, event.input) : notAllowed(state, event);
    case 'PaymentAuthenticationFailed':
      return state.step === 'summary' ? ok({ ...state, step: 'billing', billingComplete: false }) : notAllowed(state, event);
    case 'StepSelected': {
      const blockedBy = blockerOf(state, event.step);
      return blockedBy === null ? ok({ ...state, step: event.step }) : err({ type: 'StepLocked', step: event.step, blockedBy });
    }
    default: {
      const unknown: never = event;
      throw new Error(`unhandled checkout event ${JSON.stringify(unknown)}`);
    }
  }
}

export function shippingStepInputFrom(cart: Cart): ShippingStepInput {
  return {
    hasShippingAddress: cart.shippingAddress !== null,
    hasShippingMethod: cart.shippingMethods.applicableShippingMethods.some((method) => method.selected),
  };
}

/**
 * Issue 9 §3: the order is paid for when a card pays what the other instruments leave, or when they (gift cards,
 * points, a reward, the athlete payment) leave nothing to pay (`remainingToPay` 0): then no card is needed. A gift card
 * paying part of the order is not enough on its own.
 */
/** Issue 10 §3: the payment methods that pay what the other instruments leave (remainingToPay). */
export const REMAINDER_PAYMENT_METHODS: readonly string[] = ['CREDIT_CARD', 'PAY_LATER', 'WALLET', 'CARD_PROVIDER_EXPRESS'];

export function isPaymentComplete(cart: Pick<Cart, 'payment_instruments' | 'totals'>): boolean {
  const instruments = cart.payment_instruments;
  // A way that pays the remainder (the card; issue 10: pay later, the wallet, the card provider's express payment).
  if (instruments.some((instrument) => REMAINDER_PAYMENT_METHODS.includes(instrument.payment_method_id))) return true;
  return instruments.length > 0 && cart.totals.remainingToPay === 0;
}

export function billingStepInputFrom(cart: Cart): BillingStepInput {
  return { hasBillingAddress: cart.billingAddress !== null, hasPayment: isPaymentComplete(cart) };
}

/** The checkout step machine, as one value: `checkoutStep.transition(state, event)`. */
export const checkoutStep = {
  steps: CHECKOUT_STEPS,
  initial: initialCheckoutState,
  transition: transitionCheckout,
  canEnter: (state: CheckoutState, step: CheckoutStepId): boolean => blockerOf(state, step) === null,
} as const;
