import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  initialWalletSheet, walletSheetTransition,
  type WalletOrigin, type WalletSheetEffect, type WalletSheetEvent, type WalletSheetState, type WalletStep,
} from './wallet-sheet.machine';
import type { WalletError } from './wallet.errors';

const contact = { countryCode: 'US', locality: 'Denver', postalCode: '80202' };
const contacts = { shipping: contact, billing: contact };
const unknown: WalletError = { type: 'Unknown', message: 'boom' };

function drive(origin: WalletOrigin, events: readonly WalletSheetEvent[]) {
  let state: WalletSheetState = initialWalletSheet(origin);
  const effects: WalletSheetEffect[] = [];
  for (const event of events) {
    const next = walletSheetTransition(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const happyPath: WalletSheetEvent[] = [
  { type: 'Begin' },
  { type: 'StepSucceeded', step: 'merchantValidation' },
  { type: 'ShippingContactSelected', contact },
  { type: 'StepSucceeded', step: 'shippingContact' },
  { type: 'ShippingMethodSelected', identifier: 'standard' },
  { type: 'StepSucceeded', step: 'shippingMethod' },
  { type: 'PaymentAuthorized', token: 'tok', contacts },
  { type: 'OrderPlaced', orderNumber: 'ORD-000123' },
];

describe('wallet payment sheet: steps', () => {
  it('merchant validation, shipping contact selected, shipping method selected, payment authorized: report success, go to order confirmation, reset the cart', () => {
    const { state, effects } = drive('cart', happyPath);
    expect(state).toEqual({ status: 'Succeeded', origin: 'cart', orderNumber: 'ORD-000123' });
    expect(effects.map((e) => e.type)).toEqual([
      'RunMerchantValidation', 'CompleteStep', 'RunShippingContact', 'CompleteStep', 'RunShippingMethod', 'CompleteStep',
      'RunPaymentAuthorized', 'CompleteSheet', 'NavigateToConfirmation', 'ResetCart',
    ]);
    expect(effects).toContainEqual({ type: 'NavigateToConfirmation', path: '/order-confirmation', query: {} });
  });

  it('after a product-page wallet order the confirmation route carries storeContext=applePayPdp', () => {
    expect(drive('product-page', happyPath).effects)
      .toContainEqual({ type: 'NavigateToConfirmation', path: '/order-confirmation', query: { storeContext: 'applePayPdp' } });
  });

  it('cancel is possible at any time', () => {
    for (let cut = 1; cut < happyPath.length; cut += 1) {
      const { state } = drive('cart', [...happyPath.slice(0, cut), { type: 'Cancel' }]);
      expect(state).toEqual({ status: 'Cancelled', origin: 'cart' });
    }
  });

  it('any failure completes the sheet with failure', () => {
    const { state, effects } = drive('cart', [{ type: 'Begin' }, { type: 'StepFailed', step: 'merchantValidation', error: unknown }]);
    expect(state).toEqual({ status: 'Failed', origin: 'cart', step: 'merchantValidation', error: unknown });
    expect(effects.at(-1)).toEqual({ type: 'CompleteSheet', result: 'failure' });
  });

  it('for product-page wallets the cart context is cleared on every failure', () => {
    const { effects } = drive('product-page', [
      ...happyPath.slice(0, 3), { type: 'StepFailed', step: 'shippingContact', error: { type: 'WrongCountry', countryCode: 'CA' } },
    ]);
    expect(effects.slice(-2)).toEqual([{ type: 'CompleteSheet', result: 'failure' }, { type: 'ClearCartContext' }]);
  });

  it('events that do not fit the state change nothing', () => {
    const idle = initialWalletSheet('cart');
    expect(walletSheetTransition(idle, { type: 'Cancel' })).toEqual({ state: idle, effects: [] });
    const { state } = drive('cart', [{ type: 'Begin' }]);
    expect(walletSheetTransition(state, { type: 'Begin' })).toEqual({ state, effects: [] });
    expect(walletSheetTransition(state, { type: 'ShippingContactSelected', contact })).toEqual({ state, effects: [] });
    expect(walletSheetTransition(state, { type: 'StepSucceeded', step: 'shippingMethod' })).toEqual({ state, effects: [] });
  });
});

/* Model-based test: a table-driven model of the sheet against the machine, over any sequence of events. */
type ModelStatus = 'Idle' | 'InProgress' | 'Succeeded' | 'Failed' | 'Cancelled';
interface Model { status: ModelStatus; step: WalletStep | null; pending: boolean; origin: WalletOrigin }
interface Real { state: WalletSheetState }

const FOLLOWS: Record<string, readonly WalletStep[]> = {
  ShippingContactSelected: ['merchantValidation', 'shippingContact', 'shippingMethod'],
  ShippingMethodSelected: ['shippingContact', 'shippingMethod'],
  PaymentAuthorized: ['shippingContact', 'shippingMethod'],
};
const STARTS: Record<string, WalletStep> = {
  ShippingContactSelected: 'shippingContact', ShippingMethodSelected: 'shippingMethod', PaymentAuthorized: 'paymentAuthorized',
};

/** The model's expectation: next model and the effect types, in order. */
function expected(model: Model, event: WalletSheetEvent): { model: Model; effects: string[] } {
  const same = { model, effects: [] };
  if (model.status === 'Idle') {
    return event.type === 'Begin' ? { model: { ...model, status: 'InProgress', step: 'merchantValidation', pending: true }, effects: ['RunMerchantValidation'] } : same;
  }
  if (model.status !== 'InProgress') return same;
  switch (event.type) {
    case 'Cancel':
      return { model: { ...model, status: 'Cancelled', step: null, pending: false }, effects: [] };
    case 'StepFailed':
      return model.pending && event.step === model.step
        ? { model: { ...model, status: 'Failed', pending: false }, effects: model.origin === 'product-page' ? ['CompleteSheet', 'ClearCartContext'] : ['CompleteSheet'] }
        : same;
    case 'StepSucceeded':
      return model.pending && event.step === model.step ? { model: { ...model, pending: false }, effects: ['CompleteStep'] } : same;
    case 'OrderPlaced':
      return model.pending && model.step === 'paymentAuthorized'
        ? { model: { ...model, status: 'Succeeded', step: null, pending: false }, effects: ['CompleteSheet', 'NavigateToConfirmation', 'ResetCart'] }
        : same;
    case 'Begin':
      return same;
    default: {
      const allowed = FOLLOWS[event.type] ?? [];
      if (model.pending || model.step === null || !allowed.includes(model.step)) return same;
      const step = STARTS[event.type] ?? null;
      return { model: { ...model, step, pending: true }, effects: [`Run${step!.charAt(0).toUpperCase()}${step!.slice(1)}`] };
    }
  }
}

class Send implements fc.Command<Model, Real> {
  constructor(readonly event: WalletSheetEvent) {}
  check(): boolean { return true; }
  run(model: Model, real: Real): void {
    const want = expected(model, this.event);
    const got = walletSheetTransition(real.state, this.event);
    real.state = got.state;
    Object.assign(model, want.model);
    expect(got.effects.map((e) => e.type)).toEqual(want.effects);
    expect(got.state.status).toBe(model.status);
    if (got.state.status === 'InProgress') expect({ step: got.state.step, pending: got.state.pending }).toEqual({ step: model.step, pending: model.pending });
    if (got.state.status === 'Failed') expect(got.effects.filter((e) => e.type === 'CompleteSheet')).toHaveLength(got.effects.length > 0 ? 1 : 0);
    const navigate = got.effects.find((e) => e.type === 'NavigateToConfirmation');
    if (navigate?.type === 'NavigateToConfirmation') {
      expect(navigate.query).toEqual(model.origin === 'product-page' ? { storeContext: 'applePayPdp' } : {});
    }
  }
  toString(): string { return JSON.stringify(this.event); }
}

const stepArb = fc.constantFrom<WalletStep>('merchantValidation', 'shippingContact', 'shippingMethod', 'paymentAuthorized');
const eventArb: fc.Arbitrary<WalletSheetEvent> = fc.oneof(
  fc.constant<WalletSheetEvent>({ type: 'Begin' }),
  fc.constant<WalletSheetEvent>({ type: 'ShippingContactSelected', contact }),
  fc.constant<WalletSheetEvent>({ type: 'ShippingMethodSelected', identifier: 'standard' }),
  fc.constant<WalletSheetEvent>({ type: 'PaymentAuthorized', token: 'tok', contacts }),
  fc.constantFrom<WalletSheetEvent>(
    { type: 'StepSucceeded', step: 'merchantValidation' }, { type: 'StepSucceeded', step: 'shippingContact' }, { type: 'StepSucceeded', step: 'shippingMethod' },
  ),
  fc.constant<WalletSheetEvent>({ type: 'OrderPlaced', orderNumber: 'ORD-1' }),
  stepArb.map<WalletSheetEvent>((step) => ({ type: 'StepFailed', step, error: unknown })),
  fc.constant<WalletSheetEvent>({ type: 'Cancel' }),
);

describe('wallet payment sheet: model-based', () => {
  it('property: any sequence of sheet events follows the step model; failures complete with failure and clear product-page cart contexts', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<WalletOrigin>('product-page', 'cart', 'checkout'),
        fc.commands([eventArb.map((event) => new Send(event))], { size: '+1' }),
        (origin, commands) => {
          fc.modelRun(() => ({ model: { status: 'Idle', step: null, pending: false, origin } as Model, real: { state: initialWalletSheet(origin) } }), commands);
        },
      ),
      { numRuns: 300 },
    );
  });
});
