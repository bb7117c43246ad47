import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { cartAtStage, FakeCommerce } from '../testing';
import {
  billingStepInputFrom, checkoutStep, initialCheckoutState, isPaymentComplete, transitionCheckout, type BillingStepInput, type CheckoutEvent, type CheckoutState,
  type CheckoutStepId, type ShippingStepInput,
} from './checkout-step.machine';

const start = initialCheckoutState();
const shippingDone: ShippingStepInput = { hasShippingAddress: true, hasShippingMethod: true };
const billingDone: BillingStepInput = { hasBillingAddress: true, hasPayment: true };
const atBilling: CheckoutState = { ...start, step: 'billing', shippingComplete: true };
const atSummary: CheckoutState = { ...atBilling, step: 'summary', billingComplete: true };

describe('§4 checkout steps: shipping → billing → summary', () => {
  it('checkout starts at shipping', () => {
    expect(start.step).toBe('shipping');
  });

  it('a complete shipping step (address and method) moves to billing', () => {
    expect(transitionCheckout(start, { type: 'ShippingSubmitted', input: shippingDone })).toEqual(ok(atBilling));
  });

  it('billing cannot be reached without a shipping address and a shipping method', () => {
    expect(transitionCheckout(start, { type: 'ShippingSubmitted', input: { hasShippingAddress: false, hasShippingMethod: false } }))
      .toEqual(err({ type: 'StepIncomplete', step: 'shipping', missing: ['shippingAddress', 'shippingMethod'] }));
    expect(transitionCheckout(start, { type: 'ShippingSubmitted', input: { hasShippingAddress: true, hasShippingMethod: false } }))
      .toEqual(err({ type: 'StepIncomplete', step: 'shipping', missing: ['shippingMethod'] }));
    expect(transitionCheckout(start, { type: 'StepSelected', step: 'billing' }))
      .toEqual(err({ type: 'StepLocked', step: 'billing', blockedBy: 'shipping' }));
  });

  it('summary cannot be reached without a payment', () => {
    expect(transitionCheckout(atBilling, { type: 'BillingSubmitted', input: { hasBillingAddress: true, hasPayment: false } }))
      .toEqual(err({ type: 'StepIncomplete', step: 'billing', missing: ['payment'] }));
    expect(transitionCheckout(atBilling, { type: 'StepSelected', step: 'summary' }))
      .toEqual(err({ type: 'StepLocked', step: 'summary', blockedBy: 'billing' }));
    expect(transitionCheckout(atBilling, { type: 'BillingSubmitted', input: billingDone })).toEqual(ok(atSummary));
  });

  it('after an order is placed: reset, and the step returns to shipping', () => {
    expect(transitionCheckout(atSummary, { type: 'OrderPlaced', input: { orderNumber: 'ORD-000001' } }))
      .toEqual(ok({ step: 'shipping', shippingComplete: false, billingComplete: false, lastOrderNumber: 'ORD-000001' }));
  });

  it('a failed payment authentication returns to billing', () => {
    expect(transitionCheckout(atSummary, { type: 'PaymentAuthenticationFailed' })).toEqual(ok({ ...atSummary, step: 'billing', billingComplete: false }));
  });

  it('an order can only be placed from the summary', () => {
    expect(transitionCheckout(atBilling, { type: 'OrderPlaced', input: { orderNumber: 'ORD-000001' } }))
      .toEqual(err({ type: 'EventNotAllowed', step: 'billing', event: 'OrderPlaced' }));
  });

  it('going back to an earlier step is always allowed and keeps what was completed', () => {
    expect(transitionCheckout(atSummary, { type: 'StepSelected', step: 'shipping' })).toEqual(ok({ ...atSummary, step: 'shipping' }));
    expect(checkoutStep.canEnter({ ...atSummary, step: 'shipping' }, 'summary')).toBe(true);
  });

  it('the initial state reads what a cart already holds (a reload keeps completed steps)', async () => {
    const upstream = new FakeCommerce();
    expect(initialCheckoutState(await cartAtStage(upstream, 'items'))).toEqual(start);
    expect(initialCheckoutState(await cartAtStage(upstream, 'shippingMethod'))).toEqual({ ...start, shippingComplete: true });
    expect(initialCheckoutState(await cartAtStage(upstream, 'payment'))).toEqual({ ...start, shippingComplete: true, billingComplete: true });
  });
});

describe('issue 9 §3: payment by gift card (remainingToPay)', () => {
  const giftCard = (amount: number) => ({
    payment_instrument_id: `gc-${amount}`, amount, payment_method_id: 'GIFT_CARD' as const,
    giftCard: { maskedNumber: '•••• 7890', last4: '7890', balance: amount, expiresAt: null },
  });

  it('a gift card paying part of the order is not a payment: the card must pay what is left', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'shippingMethod');
    const partly = { ...cart, payment_instruments: [giftCard(1000)], totals: { ...cart.totals, remainingToPay: cart.totals.total - 1000 } };
    expect(cart.totals.total).toBeGreaterThan(1000);
    expect(isPaymentComplete(partly)).toBe(false);
  });

  it('no card is needed when the gift cards leave nothing to pay (remainingToPay 0)', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'shippingMethod');
    const covered = { ...cart, payment_instruments: [giftCard(cart.totals.total)], totals: { ...cart.totals, remainingToPay: 0 } };
    expect(isPaymentComplete(covered)).toBe(true);
    expect(billingStepInputFrom({ ...covered, billingAddress: cart.shippingAddress })).toEqual({ hasBillingAddress: true, hasPayment: true });
  });

  it('pay later pays the rest as a card does (issue 10 §3)', async () => {
    const cart = await cartAtStage(new FakeCommerce(), 'shippingMethod');
    const payLater = {
      payment_instrument_id: 'pl-1', amount: cart.totals.total, payment_method_id: 'PAY_LATER' as const,
      payLater: { provider: 'Sandbox Pay Later', instalments: 4, instalmentAmount: Math.floor(cart.totals.total / 4) },
    };
    expect(isPaymentComplete({ ...cart, payment_instruments: [payLater] })).toBe(true);
  });

  it('a card pays the rest, whatever the gift cards leave; nothing at all is no payment', async () => {
    const paid = await cartAtStage(new FakeCommerce(), 'payment');
    expect(isPaymentComplete({ ...paid, payment_instruments: [giftCard(500), ...paid.payment_instruments] })).toBe(true);
    expect(isPaymentComplete({ ...paid, payment_instruments: [], totals: { ...paid.totals, remainingToPay: 0 } })).toBe(false);
  });
});

/* Model-based test: random sequences of events against a small model of the rules. */
interface Model {
  step: CheckoutStepId;
  shippingComplete: boolean;
  billingComplete: boolean;
  orders: number;
}
interface Real {
  state: CheckoutState;
}
type Cmd = fc.Command<Model, Real>;

const ORDER = ['shipping', 'billing', 'summary'] as const;

function apply(real: Real, event: CheckoutEvent) {
  const result = transitionCheckout(real.state, event);
  if (result.isOk()) real.state = result.value;
  return result;
}

function expectInvariants(model: Model, real: Real): void {
  expect(real.state.step).toBe(model.step);
  expect(real.state.shippingComplete).toBe(model.shippingComplete);
  expect(real.state.billingComplete).toBe(model.billingComplete);
  if (real.state.step !== 'shipping') expect(real.state.shippingComplete).toBe(true);
  if (real.state.step === 'summary') expect(real.state.billingComplete).toBe(true);
}

class SubmitShipping implements Cmd {
  constructor(readonly input: ShippingStepInput) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const result = apply(real, { type: 'ShippingSubmitted', input: this.input });
    const complete = this.input.hasShippingAddress && this.input.hasShippingMethod;
    if (model.step === 'shipping' && complete) {
      expect(result.isOk()).toBe(true);
      Object.assign(model, { step: 'billing', shippingComplete: true });
    } else {
      expect(result._unsafeUnwrapErr().type).toBe(model.step === 'shipping' ? 'StepIncomplete' : 'EventNotAllowed');
    }
    expectInvariants(model, real);
  }
  toString = () => `SubmitShipping(${JSON.stringify(this.input)})`;
}

class SubmitBilling implements Cmd {
  constructor(readonly input: BillingStepInput) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const result = apply(real, { type: 'BillingSubmitted', input: this.input });
    const complete = this.input.hasBillingAddress && this.input.hasPayment;
    if (model.step === 'billing' && complete) {
      expect(result.isOk()).toBe(true);
      Object.assign(model, { step: 'summary', billingComplete: true });
    } else {
      expect(result._unsafeUnwrapErr().type).toBe(model.step === 'billing' ? 'StepIncomplete' : 'EventNotAllowed');
    }
    expectInvariants(model, real);
  }
  toString = () => `SubmitBilling(${JSON.stringify(this.input)})`;
}

class PlaceOrderCmd implements Cmd {
  check = () => true;
  run(model: Model, real: Real): void {
    const orderNumber = `ORD-${String(model.orders + 1).padStart(6, '0')}`;
    const result = apply(real, { type: 'OrderPlaced', input: { orderNumber } });
    if (model.step === 'summary') {
      expect(result.isOk()).toBe(true);
      Object.assign(model, { step: 'shipping', shippingComplete: false, billingComplete: false, orders: model.orders + 1 });
      expect(real.state.lastOrderNumber).toBe(orderNumber);
    } else {
      expect(result._unsafeUnwrapErr().type).toBe('EventNotAllowed');
    }
    expectInvariants(model, real);
  }
  toString = () => 'PlaceOrder';
}

class AuthenticationFailed implements Cmd {
  check = () => true;
  run(model: Model, real: Real): void {
    const result = apply(real, { type: 'PaymentAuthenticationFailed' });
    if (model.step === 'summary') {
      expect(result.isOk()).toBe(true);
      Object.assign(model, { step: 'billing', billingComplete: false });
    } else {
      expect(result._unsafeUnwrapErr().type).toBe('EventNotAllowed');
    }
    expectInvariants(model, real);
  }
  toString = () => 'PaymentAuthenticationFailed';
}

class SelectStep implements Cmd {
  constructor(readonly step: CheckoutStepId) {}
  check = () => true;
  run(model: Model, real: Real): void {
    const result = apply(real, { type: 'StepSelected', step: this.step });
    const target = ORDER.indexOf(this.step);
    const reachable = (target < 1 || model.shippingComplete) && (target < 2 || model.billingComplete);
    if (reachable) {
      expect(result.isOk()).toBe(true);
      model.step = this.step;
    } else {
      expect(result._unsafeUnwrapErr().type).toBe('StepLocked');
    }
    expectInvariants(model, real);
  }
  toString = () => `SelectStep(${this.step})`;
}

describe('checkout step machine (model-based, fast-check commands)', () => {
  it('no sequence of events reaches billing without shipping or summary without billing; an order resets to shipping', () => {
    const commands = [
      fc.record({ hasShippingAddress: fc.boolean(), hasShippingMethod: fc.boolean() }).map((input) => new SubmitShipping(input)),
      fc.record({ hasBillingAddress: fc.boolean(), hasPayment: fc.boolean() }).map((input) => new SubmitBilling(input)),
      fc.constant(new PlaceOrderCmd()),
      fc.constant(new AuthenticationFailed()),
      fc.constantFrom(...ORDER).map((step) => new SelectStep(step)),
    ];
    fc.assert(
      fc.property(fc.commands(commands, { size: '+1' }), (cmds) => {
        const setup = (): { model: Model; real: Real } => ({
          model: { step: 'shipping', shippingComplete: false, billingComplete: false, orders: 0 },
          real: { state: initialCheckoutState() },
        });
        fc.modelRun(setup, cmds);
      }),
      { numRuns: 200 },
    );
  });
});
