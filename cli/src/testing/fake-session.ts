import { errAsync, okAsync } from 'neverthrow';
import type { AccountApi, StoreApi } from '@switchback/core';
import {
  AddCardPayment, AddToCart, PlaceOrder, SelectShippingMethod, SetShippingAddress, StartGuestSession,
} from '@switchback/core';
import { FakeKeyValueStore, FixedClock, SequenceRandomSource, aCard, anAddress, type FakeCommerce } from '@switchback/core/testing';
import { ListCatalog } from '../catalog/list-catalog';
import type { CheckoutScript } from '../checkout/checkout-script.schema';
import { VerifyContract } from '../contract/verify-contract';
import { ScriptedCheckout, type CheckoutUseCases } from '../checkout/scripted-checkout';
import type { CliSession, OpenCliSession } from '../shared/cli-session';

/** The real core use cases over core's in-memory upstream — what the composition root wires, minus HTTP. */
export function checkoutUseCasesOver(fake: FakeCommerce, store = new FakeKeyValueStore()): CheckoutUseCases {
  return {
    startGuestSession: new StartGuestSession(fake.auth, fake.carts, store),
    addToCart: new AddToCart(fake.carts, store),
    setShippingAddress: new SetShippingAddress(fake.checkout),
    selectShippingMethod: new SelectShippingMethod(fake.checkout),
    addCardPayment: new AddCardPayment(fake.tokenizer, fake.checkout),
    placeOrder: new PlaceOrder(fake.checkout, store, new SequenceRandomSource()),
    products: fake.products,
  };
}

/** A clock that moves 25 ms every time it is read, so step durations are visible and deterministic. */
export class SteppingClock extends FixedClock {
  override now(): Date {
    const now = super.now();
    this.advance(25);
    return now;
  }
}

/** A session as the composition root would open it, over the in-memory upstream; records whether it was closed. */
export function fakeSessionOpener(fake: FakeCommerce): { open: OpenCliSession; closed: () => number } {
  let closed = 0;
  const session: CliSession = {
    locale: 'en-US',
    checkout: new ScriptedCheckout(checkoutUseCasesOver(fake), new SteppingClock()),
    catalog: new ListCatalog(fake.products, 2),
    // The contract is verified over HTTP only; nothing listens on port 9 (discard), so a run stops at once.
    contract: new VerifyContract('http://127.0.0.1:9/api'),
    // The in-memory upstream has no accounts: account commands are tested against the real engine (cli.e2e.test.ts).
    account: new Proxy({}, { get: () => () => errAsync({ type: 'NetworkError', message: 'the in-memory upstream has no account calls' }) }) as AccountApi,
    admin: undefined,
    // The support calls are tested against the real engine (order.e2e.test.ts) and a fake SupportApi (order tests).
    support: undefined,
    replay: undefined,
    promotionSupport: undefined,
    // The in-memory upstream has no stores: `stores search` is tested with its own StoreApi (stores tests) and the real engine.
    stores: new Proxy({}, { get: () => () => errAsync({ type: 'NetworkError', message: 'the in-memory upstream has no store calls' }) }) as StoreApi,
    products: fake.products,
    // Support's stock correction is tested with its own fake (stock tests) and the real engine (stock.e2e.test.ts).
    productSaleSupport: undefined,
    // Content authoring is tested with its own fake (content tests) and the real engine (content.e2e.test.ts).
    contentSupport: undefined,
    close: async () => {
      closed += 1;
    },
  };
  return { open: () => okAsync(session), closed: () => closed };
}

/** A valid script for core's fixture product (TRAILRUN01: Black 8/9/10, Red 8; Red 9 sold out). */
export function aScript(overrides: Partial<CheckoutScript> = {}): CheckoutScript {
  return {
    site: 'en-us',
    email: 'ada@example.com',
    items: [{ productId: 'TRAILRUN01', color: 'Black', size: '9', qty: 1 }],
    shippingAddress: anAddress(),
    shippingMethod: 'standard',
    card: aCard(),
    coupons: [],
    giftCards: [],
    payment: { type: 'card' },
    ...overrides,
  };
}
