import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTHENTICATION_ERROR_MESSAGE, checkoutFlow, isExpressEligible, SERVER_TRANSITIONS, startCheckoutFlow,
  type CheckoutFlowEffect, type CheckoutFlowEvent, type CheckoutFlowState, type CheckoutPhase, type ExpressEligibility,
  type RebuildItem,
} from './checkout-flow.machine';
import { INVALID_CUSTOMER_CART_MESSAGE } from '../errors/cart-error-table';
import { ORDER_OUT_OF_STOCK_MESSAGE } from '../errors/flash-types';

const GUEST: ExpressEligibility = { loggedIn: false, hasSavedMainCard: false, hasDefaultAddress: false, hasPickupContact: false };
const EXPRESS_USER: ExpressEligibility = { loggedIn: true, hasSavedMainCard: true, hasDefaultAddress: true, hasPickupContact: false };
const ITEMS: RebuildItem[] = [{ productId: 'AB123456', upc: '012345678905', qty: 2 }];

/** Runs events from a state, collecting every effect; each event must be accepted. */
function run(state: CheckoutFlowState, ...events: CheckoutFlowEvent[]) {
  const effects: CheckoutFlowEffect[] = [];
  for (const event of events) {
    const result = checkoutFlow(state, event);
    expect(result.rejected, event.type).toBeNull();
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}

const toSummary: CheckoutFlowEvent[] = [
  { type: 'ShippingSubmitted', input: { hasShippingAddress: true, hasShippingMethod: true } },
  { type: 'BillingSubmitted', input: { hasBillingAddress: true, hasPayment: true } },
];
const atSummary = () => run(startCheckoutFlow(GUEST), ...toSummary).state;
const placing = () => run(atSummary(), { type: 'PlaceOrderRequested', legalAcceptanceRequired: false }).state;
const inThreeDs = () => run(placing(), { type: 'OrderPlaced', orderNumber: 'ORD-000001', flash: [{ type: 'PaymentNotAuthorized', message: '' }] }).state;

describe('§4 checkout flow: EXPRESS', () => {
  it('a logged-in user with a saved main card and default address (or pickup/collection contact) gets status EXPRESS and jumps to summary', () => {
    const express = startCheckoutFlow(EXPRESS_USER);
    expect(express).toMatchObject({ status: 'EXPRESS', checkout: { step: 'summary', shippingComplete: true, billingComplete: true } });
    expect(startCheckoutFlow({ ...EXPRESS_USER, hasDefaultAddress: false, hasPickupContact: true }).status).toBe('EXPRESS');
  });

  it('otherwise checkout starts at shipping', () => {
    for (const user of [GUEST, { ...EXPRESS_USER, loggedIn: false }, { ...EXPRESS_USER, hasSavedMainCard: false }, { ...EXPRESS_USER, hasDefaultAddress: false }]) {
      expect(isExpressEligible(user)).toBe(false);
      expect(startCheckoutFlow(user)).toMatchObject({ status: 'STANDARD', checkout: { step: 'shipping' } });
    }
  });

  it('leaving the summary for an earlier step ends EXPRESS; steps are still entered only through complete ones', () => {
    const { state } = run(startCheckoutFlow(EXPRESS_USER), { type: 'StepSelected', step: 'shipping' });
    expect(state).toMatchObject({ status: 'STANDARD', checkout: { step: 'shipping' } });
    const locked = checkoutFlow(startCheckoutFlow(GUEST), { type: 'StepSelected', step: 'summary' });
    expect(locked.rejected).toEqual({ type: 'StepRejected', error: { type: 'StepLocked', step: 'summary', blockedBy: 'shipping' } });
  });
});

describe('§4 checkout flow: placing', () => {
  it('after an order is placed: go to order confirmation, reset the cart, step returns to shipping', () => {
    const { state, effects } = run(placing(), { type: 'OrderPlaced', orderNumber: 'ORD-000001', flash: [] });
    expect(effects).toEqual([{ type: 'navigate', to: 'order-confirmation', orderNumber: 'ORD-000001' }, { type: 'resetCart' }]);
    expect(state).toMatchObject({ phase: 'editing', checkout: { step: 'shipping', shippingComplete: false, lastOrderNumber: 'ORD-000001' } });
  });

  it('a legal acceptance flag exists in checkout', () => {
    const blocked = run(atSummary(), { type: 'PlaceOrderRequested', legalAcceptanceRequired: true });
    expect(blocked.effects).toEqual([]);
    expect(blocked.state.notices).toContainEqual(expect.objectContaining({ level: 'input', field: 'legalAcceptance' }));
    const accepted = run(blocked.state, { type: 'LegalAcceptanceChanged', accepted: true }, { type: 'PlaceOrderRequested', legalAcceptanceRequired: true });
    expect(accepted.effects).toEqual([{ type: 'placeOrder' }]);
    expect(accepted.state.notices).toEqual([]);
  });

  it('an order can only be placed from the summary while editing', () => {
    expect(checkoutFlow(startCheckoutFlow(GUEST), { type: 'PlaceOrderRequested', legalAcceptanceRequired: false }).rejected)
      .toEqual({ type: 'EventNotAllowed', phase: 'editing', event: 'PlaceOrderRequested' });
    expect(checkoutFlow(placing(), { type: 'PlaceOrderRequested', legalAcceptanceRequired: false }).rejected?.type).toBe('EventNotAllowed');
  });
});

describe('§4 checkout flow: three-ds', () => {
  it('if payment returns flash PaymentNotAuthorized, a three-ds challenge dialog opens', () => {
    const { state, effects } = run(placing(), { type: 'OrderPlaced', orderNumber: 'ORD-000001', flash: [{ type: 'PaymentNotAuthorized', message: '' }] });
    expect(effects).toEqual([{ type: 'openDialog', dialog: 'three-ds-challenge', orderNumber: 'ORD-000001' }]);
    expect(state).toMatchObject({ phase: 'three-ds', dialog: 'three-ds-challenge', pendingOrderNumber: 'ORD-000001' });
  });

  it('completing it patches the order with the authentication result', () => {
    const patched = run(inThreeDs(), { type: 'ThreeDsCompleted', threeDS2Result: 'AUTH-OK' });
    expect(patched.effects).toEqual([{ type: 'patchOrder', orderNumber: 'ORD-000001', threeDS2Result: 'AUTH-OK' }]);
    expect(patched.state).toMatchObject({ phase: 'patching', dialog: null });
    const done = run(patched.state, { type: 'OrderPatched' });
    expect(done.effects).toEqual([{ type: 'navigate', to: 'order-confirmation', orderNumber: 'ORD-000001' }, { type: 'resetCart' }]);
  });

  it('on failure: step returns to billing, an authentication error shows, the order is reset and a new cart is created', () => {
    for (const failure of [
      [{ type: 'ThreeDsFailed' }],
      [{ type: 'ThreeDsCompleted', threeDS2Result: 'x' }, { type: 'PatchFailed' }],
      [{ type: 'ThreeDsCompleted', threeDS2Result: 'x' }, { type: 'CallFailed', call: 'patchOrder', error: { errorId: 'PAYMENT_ERROR' }, items: ITEMS }],
    ] as CheckoutFlowEvent[][]) {
      const { state, effects } = run(inThreeDs(), ...failure);
      expect(effects.slice(-2)).toEqual([{ type: 'resetOrder', orderNumber: 'ORD-000001' }, { type: 'createCart' }]);
      expect(state).toMatchObject({ phase: 'editing', dialog: null, pendingOrderNumber: null, checkout: { step: 'billing', billingComplete: false } });
      expect(state.notices).toContainEqual(expect.objectContaining({ type: 'error', level: 'top', message: AUTHENTICATION_ERROR_MESSAGE }));
    }
  });
});

describe('§4 checkout flow: recoveries', () => {
  it('cart-not-found error: recreate the cart from current items and retry', () => {
    const first = run(placing(), { type: 'CallFailed', call: 'placeOrder', error: { errorId: 'CART_NOT_FOUND' }, items: ITEMS });
    expect(first.effects).toEqual([{ type: 'rebuildCart', items: ITEMS }, { type: 'retry', call: 'placeOrder' }]);
    expect(first.state.phase).toBe('placing');
    const second = run(first.state, { type: 'CallFailed', call: 'placeOrder', error: { errorId: 'CART_NOT_FOUND' }, items: ITEMS });
    expect(second.effects).toEqual([]);
    expect(second.state.phase).toBe('editing');
    expect(second.state.notices).toContainEqual(expect.objectContaining({ level: 'top', message: 'Your cart could not be found.' }));
  });

  it('invalid-customer error: clear the local cart, rebuild it, show an error, reload after 4 seconds', () => {
    const { state, effects } = run(placing(), { type: 'CallFailed', call: 'placeOrder', error: { errorId: 'INVALID_CUSTOMER' }, items: ITEMS });
    expect(effects).toEqual([{ type: 'clearLocalCart' }, { type: 'rebuildCart', items: ITEMS }, { type: 'scheduleReload', afterMs: 4000 }]);
    expect(state.notices).toContainEqual(expect.objectContaining({ type: 'error', level: 'top', message: INVALID_CUSTOMER_CART_MESSAGE }));
  });

  it('item no longer available: reload the cart and return to the shipping step', () => {
    const { state, effects } = run(atSummary(), { type: 'CallFailed', call: 'cart', error: { errorId: 'ITEM_NO_LONGER_AVAILABLE' }, items: ITEMS });
    expect(effects).toEqual([{ type: 'reloadCart' }]);
    expect(state.checkout.step).toBe('shipping');
  });

  it('other errors become notices at their level, and placing stops', () => {
    const { state } = run(placing(), { type: 'CallFailed', call: 'placeOrder', error: { errorId: 'GC_ZERO_BALANCE', message: 'No balance' }, items: ITEMS });
    expect(state.phase).toBe('editing');
    expect(state.notices).toContainEqual(expect.objectContaining({ level: 'input', message: 'No balance' }));
  });
});

describe('§4 checkout flow: server transitions, out of stock, notices', () => {
  it('item transitions PickupToSth, PickupToSts, StsToSth, StsToPickup, STHToPickup, OrderShippingMethodDowngraded each show an info or error notice that delivery changed', () => {
    const items = Object.keys(SERVER_TRANSITIONS).map((transition, i) => ({ id: `i${i}`, transition }));
    const { state } = run(atSummary(), { type: 'CartUpdated', items, flash: [] });
    expect(state.notices.map((n) => [n.type, n.level])).toEqual([
      ['error', 'item'], ['error', 'item'], ['error', 'item'], ['info', 'item'], ['info', 'item'], ['error', 'top'],
    ]);
    const fromFlash = run(atSummary(), { type: 'CartUpdated', items: [{ id: 'i1' }], flash: [{ type: 'StsToPickup', message: '', itemId: 'i1' }] });
    expect(fromFlash.state.notices).toEqual([expect.objectContaining({ type: 'info', level: 'item', itemId: 'i1' })]);
  });

  it('out-of-stock flags (partial, full, not available) fill an out-of-stock list and show an item-level error', () => {
    const { state } = run(atSummary(), {
      type: 'CartUpdated',
      items: [{ id: 'a', outOfStock: 'partial' }, { id: 'b', outOfStock: 'full' }, { id: 'c' }, { id: 'd' }],
      flash: [{ type: 'ProductItemNotAvailable', message: '', itemId: 'd' }],
    });
    expect(state.outOfStock).toEqual([{ itemId: 'a', kind: 'partial' }, { itemId: 'b', kind: 'full' }, { itemId: 'd', kind: 'not-available' }]);
    expect(state.notices.map((n) => [n.level, n.itemId])).toEqual([['item', 'd'], ['item', 'a'], ['item', 'b']]);
    const updated = run(state, { type: 'CartUpdated', items: [{ id: 'a' }], flash: [] });
    expect(updated.state.outOfStock).toEqual([]);
    expect(updated.state.notices).toEqual([]);
  });

  it('a full out of stock with an empty cart: the order cannot be completed', () => {
    const { state } = run(atSummary(), { type: 'CartUpdated', items: [], flash: [{ type: 'ProductLineItemFullInventoryMissing', message: '', itemId: 'x' }] });
    expect(state.notices).toContainEqual(expect.objectContaining({ level: 'top', message: ORDER_OUT_OF_STOCK_MESSAGE }));
  });

  it('notifications have a type and a level (top, item, input), and can be dismissed', () => {
    const { state } = run(atSummary(), { type: 'CartUpdated', items: [{ id: 'a', outOfStock: 'partial' }], flash: [] });
    const notice = state.notices[0]!;
    expect(notice).toMatchObject({ type: 'error', level: 'item' });
    expect(run(state, { type: 'NoticeDismissed', key: notice.key }).state.notices).toEqual([]);
  });
});

// ───────────────────────── model-based test of the whole machine ─────────────────────────

interface Model {
  step: 'shipping' | 'billing' | 'summary';
  shippingComplete: boolean;
  billingComplete: boolean;
  status: 'STANDARD' | 'EXPRESS';
  phase: CheckoutPhase;
  pending: string | null;
  legalAccepted: boolean;
  cartRebuilt: boolean;
  orders: number;
  outOfStock: string[];
}

class Real {
  state = startCheckoutFlow(GUEST);
  last: CheckoutFlowEffect[] = [];
  apply(event: CheckoutFlowEvent) {
    const result = checkoutFlow(this.state, event);
    this.state = result.state;
    this.last = [...result.effects];
    return result;
  }
}

const freshModel = (): Model => ({
  step: 'shipping', shippingComplete: false, billingComplete: false, status: 'STANDARD', phase: 'editing',
  pending: null, legalAccepted: false, cartRebuilt: false, orders: 0, outOfStock: [],
});

function complete(m: Model, orderNumber: string): CheckoutFlowEffect[] {
  Object.assign(m, { step: 'shipping', shippingComplete: false, billingComplete: false, status: 'STANDARD', phase: 'editing', pending: null, legalAccepted: false, cartRebuilt: false, outOfStock: [] });
  return [{ type: 'navigate', to: 'order-confirmation', orderNumber }, { type: 'resetCart' }];
}

function authFailed(m: Model): CheckoutFlowEffect[] {
  const orderNumber = m.pending!;
  Object.assign(m, { step: 'billing', billingComplete: false, status: 'STANDARD', phase: 'editing', pending: null });
  return [{ type: 'resetOrder', orderNumber }, { type: 'createCart' }];
}

function expectMatches(m: Model, r: Real, effects: CheckoutFlowEffect[]) {
  const s = r.state;
  expect({ step: s.checkout.step, shippingComplete: s.checkout.shippingComplete, billingComplete: s.checkout.billingComplete, status: s.status, phase: s.phase, pending: s.pendingOrderNumber, legalAccepted: s.legalAccepted })
    .toEqual({ step: m.step, shippingComplete: m.shippingComplete, billingComplete: m.billingComplete, status: m.status, phase: m.phase, pending: m.pending, legalAccepted: m.legalAccepted });
  expect(r.last).toEqual(effects);
  // Invariants of every state.
  expect(s.dialog === 'three-ds-challenge').toBe(s.phase === 'three-ds');
  expect(s.pendingOrderNumber !== null).toBe(s.phase === 'three-ds' || s.phase === 'patching');
  if (s.status === 'EXPRESS') expect(s.checkout.step).toBe('summary');
  if (s.checkout.step === 'billing') expect(s.checkout.shippingComplete).toBe(true);
  if (s.checkout.step === 'summary') expect(s.checkout.shippingComplete && s.checkout.billingComplete).toBe(true);
  expect(new Set(s.notices.map((n) => n.key)).size).toBe(s.notices.length);
  for (const n of s.notices) expect(['top', 'item', 'input']).toContain(n.level);
  expect(s.outOfStock.map((o) => o.itemId)).toEqual(m.outOfStock);
}

type Cmd = fc.Command<Model, Real>;

class StartCmd implements Cmd {
  constructor(readonly user: ExpressEligibility) {}
  check = (m: Readonly<Model>) => m.phase === 'editing';
  run(m: Model, r: Real) {
    r.apply({ type: 'Start', user: this.user });
    const express = this.user.loggedIn && this.user.hasSavedMainCard && (this.user.hasDefaultAddress || this.user.hasPickupContact);
    Object.assign(m, { ...freshModel(), orders: m.orders, step: express ? 'summary' : 'shipping', shippingComplete: express, billingComplete: express, status: express ? 'EXPRESS' : 'STANDARD' });
    expectMatches(m, r, []);
  }
  toString = () => `Start(${JSON.stringify(this.user)})`;
}

class SubmitCmd implements Cmd {
  constructor(readonly which: 'shipping' | 'billing', readonly completeStep: boolean) {}
  check = (m: Readonly<Model>) => m.phase === 'editing' && m.step === this.which;
  run(m: Model, r: Real) {
    const result = this.which === 'shipping'
      ? r.apply({ type: 'ShippingSubmitted', input: { hasShippingAddress: this.completeStep, hasShippingMethod: true } })
      : r.apply({ type: 'BillingSubmitted', input: { hasBillingAddress: true, hasPayment: this.completeStep } });
    expect(result.rejected === null).toBe(this.completeStep);
    if (this.completeStep) {
      if (this.which === 'shipping') Object.assign(m, { step: 'billing', shippingComplete: true });
      else Object.assign(m, { step: 'summary', billingComplete: true });
    }
    expectMatches(m, r, []);
  }
  toString = () => `Submit(${this.which}, ${this.completeStep})`;
}

class SelectStepCmd implements Cmd {
  constructor(readonly step: Model['step']) {}
  check = (m: Readonly<Model>) => m.phase === 'editing';
  run(m: Model, r: Real) {
    const result = r.apply({ type: 'StepSelected', step: this.step });
    const allowed = this.step === 'shipping' || (this.step === 'billing' && m.shippingComplete) || (m.shippingComplete && m.billingComplete);
    expect(result.rejected === null).toBe(allowed);
    if (allowed) {
      m.step = this.step;
      if (this.step !== 'summary') m.status = 'STANDARD';
    }
    expectMatches(m, r, []);
  }
  toString = () => `Select(${this.step})`;
}

class LegalCmd implements Cmd {
  constructor(readonly accepted: boolean) {}
  check = () => true;
  run(m: Model, r: Real) {
    r.apply({ type: 'LegalAcceptanceChanged', accepted: this.accepted });
    m.legalAccepted = this.accepted;
    expectMatches(m, r, []);
  }
  toString = () => `Legal(${this.accepted})`;
}

class PlaceCmd implements Cmd {
  constructor(readonly legalRequired: boolean) {}
  check = (m: Readonly<Model>) => m.phase === 'editing' && m.step === 'summary';
  run(m: Model, r: Real) {
    r.apply({ type: 'PlaceOrderRequested', legalAcceptanceRequired: this.legalRequired });
    if (this.legalRequired && !m.legalAccepted) {
      expectMatches(m, r, []);
      expect(r.state.notices.some((n) => n.field === 'legalAcceptance')).toBe(true);
      return;
    }
    m.phase = 'placing';
    expectMatches(m, r, [{ type: 'placeOrder' }]);
  }
  toString = () => `Place(legal required: ${this.legalRequired})`;
}

class PlacedCmd implements Cmd {
  constructor(readonly notAuthorized: boolean) {}
  check = (m: Readonly<Model>) => m.phase === 'placing';
  run(m: Model, r: Real) {
    m.orders += 1;
    const orderNumber = `ORD-${String(m.orders).padStart(6, '0')}`;
    r.apply({ type: 'OrderPlaced', orderNumber, flash: this.notAuthorized ? [{ type: 'PaymentNotAuthorized', message: '' }] : [] });
    if (this.notAuthorized) {
      Object.assign(m, { phase: 'three-ds', pending: orderNumber, cartRebuilt: false });
      expectMatches(m, r, [{ type: 'openDialog', dialog: 'three-ds-challenge', orderNumber }]);
    } else {
      expectMatches(m, r, complete(m, orderNumber));
      expect(r.state.checkout.lastOrderNumber).toBe(orderNumber);
    }
  }
  toString = () => `Placed(notAuthorized: ${this.notAuthorized})`;
}

class ThreeDsCmd implements Cmd {
  constructor(readonly outcome: 'completed' | 'failed') {}
  check = (m: Readonly<Model>) => m.phase === 'three-ds' || (this.outcome === 'failed' && m.phase === 'patching');
  run(m: Model, r: Real) {
    if (this.outcome === 'completed') {
      r.apply({ type: 'ThreeDsCompleted', threeDS2Result: 'res' });
      m.phase = 'patching';
      expectMatches(m, r, [{ type: 'patchOrder', orderNumber: m.pending!, threeDS2Result: 'res' }]);
    } else {
      r.apply({ type: 'ThreeDsFailed' });
      expectMatches(m, r, authFailed(m));
      expect(r.state.notices.some((n) => n.message === AUTHENTICATION_ERROR_MESSAGE)).toBe(true);
    }
  }
  toString = () => `ThreeDs(${this.outcome})`;
}

class PatchCmd implements Cmd {
  constructor(readonly ok: boolean) {}
  check = (m: Readonly<Model>) => m.phase === 'patching';
  run(m: Model, r: Real) {
    r.apply(this.ok ? { type: 'OrderPatched' } : { type: 'PatchFailed' });
    expectMatches(m, r, this.ok ? complete(m, m.pending!) : authFailed(m));
  }
  toString = () => `Patch(${this.ok})`;
}

class CallFailedCmd implements Cmd {
  constructor(readonly errorId: string) {}
  check = (m: Readonly<Model>) => m.phase !== 'three-ds';
  run(m: Model, r: Real) {
    r.apply({ type: 'CallFailed', call: 'cart', error: { errorId: this.errorId, message: 'text' }, items: ITEMS });
    if (this.errorId === 'CART_NOT_FOUND' && !m.cartRebuilt) {
      m.cartRebuilt = true;
      return expectMatches(m, r, [{ type: 'rebuildCart', items: ITEMS }, { type: 'retry', call: 'cart' }]);
    }
    if (m.phase === 'patching') return expectMatches(m, r, authFailed(m));
    Object.assign(m, { phase: 'editing', cartRebuilt: false });
    let effects: CheckoutFlowEffect[] = [];
    if (this.errorId === 'INVALID_CUSTOMER') effects = [{ type: 'clearLocalCart' }, { type: 'rebuildCart', items: ITEMS }, { type: 'scheduleReload', afterMs: 4000 }];
    if (this.errorId === 'ITEM_NO_LONGER_AVAILABLE') {
      effects = [{ type: 'reloadCart' }];
      if (m.step !== 'shipping') Object.assign(m, { step: 'shipping', status: 'STANDARD' });
    }
    expectMatches(m, r, effects);
    expect(r.state.notices.some((n) => n.key.startsWith(`error:${this.errorId}:`))).toBe(true);
  }
  toString = () => `CallFailed(${this.errorId})`;
}

class CartUpdatedCmd implements Cmd {
  constructor(readonly items: ReadonlyArray<{ transition?: string; outOfStock?: 'partial' | 'full' | 'not-available' }>) {}
  check = () => true;
  run(m: Model, r: Real) {
    const items = this.items.map((flags, i) => ({ id: `item-${i}`, ...flags }));
    r.apply({ type: 'CartUpdated', items, flash: [] });
    m.cartRebuilt = false;
    m.outOfStock = items.filter((i) => i.outOfStock !== undefined).map((i) => i.id);
    expectMatches(m, r, []);
    for (const item of items) {
      if (item.transition !== undefined && item.transition in SERVER_TRANSITIONS) {
        const rule = SERVER_TRANSITIONS[item.transition as keyof typeof SERVER_TRANSITIONS];
        expect(r.state.notices.some((n) => n.type === rule.type && n.message === rule.message)).toBe(true);
      }
      if (item.outOfStock !== undefined) expect(r.state.notices.some((n) => n.itemId === item.id && n.type === 'error')).toBe(true);
    }
  }
  toString = () => `CartUpdated(${JSON.stringify(this.items)})`;
}

const eligibility = fc.record({ loggedIn: fc.boolean(), hasSavedMainCard: fc.boolean(), hasDefaultAddress: fc.boolean(), hasPickupContact: fc.boolean() });
const commands = [
  eligibility.map((u) => new StartCmd(u)),
  fc.tuple(fc.constantFrom<'shipping' | 'billing'>('shipping', 'billing'), fc.boolean()).map(([w, c]) => new SubmitCmd(w, c)),
  fc.constantFrom<Model['step']>('shipping', 'billing', 'summary').map((s) => new SelectStepCmd(s)),
  fc.boolean().map((a) => new LegalCmd(a)),
  fc.boolean().map((l) => new PlaceCmd(l)),
  fc.boolean().map((n) => new PlacedCmd(n)),
  fc.constantFrom<'completed' | 'failed'>('completed', 'failed').map((o) => new ThreeDsCmd(o)),
  fc.boolean().map((ok) => new PatchCmd(ok)),
  fc.constantFrom('CART_NOT_FOUND', 'INVALID_CUSTOMER', 'ITEM_NO_LONGER_AVAILABLE', 'PAYMENT_ERROR', 'GC_INVALID2', 'ITEM_OOS', 'UNKNOWN_ERROR').map((e) => new CallFailedCmd(e)),
  fc.array(fc.record({
    transition: fc.option(fc.constantFrom(...Object.keys(SERVER_TRANSITIONS), 'SomethingElse'), { nil: undefined }),
    outOfStock: fc.option(fc.constantFrom<'partial' | 'full' | 'not-available'>('partial', 'full', 'not-available'), { nil: undefined }),
  }, { requiredKeys: [] }), { maxLength: 4 }).map((items) => new CartUpdatedCmd(items)),
];

describe('§4 checkout flow: model-based', () => {
  it('property: any sequence of checkout events keeps the machine in step with a small model of the §4 rules', () => {
    fc.assert(fc.property(fc.commands(commands, { maxCommands: 60 }), (cmds) => {
      fc.modelRun(() => ({ model: freshModel(), real: new Real() }), cmds);
    }), { numRuns: 300 });
  });

  it('property: events that do not fit the phase change nothing', () => {
    const anyEvent: fc.Arbitrary<CheckoutFlowEvent> = fc.constantFrom<CheckoutFlowEvent>(
      { type: 'ThreeDsCompleted', threeDS2Result: 'x' }, { type: 'ThreeDsFailed' }, { type: 'OrderPatched' }, { type: 'PatchFailed' },
      { type: 'OrderPlaced', orderNumber: 'ORD-000009', flash: [] },
    );
    fc.assert(fc.property(anyEvent, (event) => {
      const state = atSummary();
      const result = checkoutFlow(state, event);
      expect(result.state).toBe(state);
      expect(result.effects).toEqual([]);
      expect(result.rejected?.type).toBe('EventNotAllowed');
    }));
    expect(checkoutFlow(inThreeDs(), { type: 'Start', user: GUEST }).rejected?.type).toBe('EventNotAllowed');
    expect(checkoutFlow(inThreeDs(), { type: 'CallFailed', call: 'cart', error: { errorId: 'X' }, items: [] }).rejected?.type).toBe('EventNotAllowed');
    expect(checkoutFlow(placing(), { type: 'StepSelected', step: 'shipping' }).rejected?.type).toBe('EventNotAllowed');
  });
});
