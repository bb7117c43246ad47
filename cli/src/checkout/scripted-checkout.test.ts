import { describe, expect, it } from 'vitest';
import { okAsync } from 'neverthrow';
import { SANDBOX_CARDS, catalogueError, startCheckoutFlow, type Cart, type SignedIn } from '@switchback/core';
import { FakeCommerce, aCard, anAddress } from '@switchback/core/testing';
import type { StepEvent } from '../shared/steps';
import { SteppingClock, aScript, checkoutUseCasesOver } from '../testing/fake-session';
import { ScriptedCheckout, checkoutPlan } from './scripted-checkout';

function run(fake: FakeCommerce, script = aScript()) {
  const events: StepEvent[] = [];
  const result = new ScriptedCheckout(checkoutUseCasesOver(fake), new SteppingClock()).run(script, (event) => events.push(event));
  return { result, events };
}

describe('scripted checkout through the core use cases', () => {
  it('plans: session, each variant, each add to cart, address, method, payment, order', () => {
    const script = aScript({ items: [aScript().items[0]!, { productId: 'TRAILRUN01', color: 'RED', size: '8', qty: 2 }] });
    expect(checkoutPlan(script).map((s) => s.id)).toEqual([
      'session', 'variant-0', 'variant-1', 'add-0', 'add-1', 'shipping-address', 'shipping-method', 'payment', 'place-order',
    ]);
  });

  it('places the order and answers its number, total in minor units and currency', async () => {
    const fake = new FakeCommerce();
    const { result } = run(fake);
    const receipt = (await result)._unsafeUnwrap();
    const [order] = fake.orders();
    expect(receipt).toEqual({ orderNumber: order!.orderNumber, total: order!.totals.total, currency: 'USD' });
    expect(Number.isInteger(receipt.total)).toBe(true);
    expect(order!.items.map((i) => [i.upc, i.qty])).toEqual([['000000000109', 1]]);
  });

  it('each step is reported running, then done with its duration, in plan order', async () => {
    const { result, events } = run(new FakeCommerce());
    await result;
    const ids = checkoutPlan(aScript()).map((s) => s.id);
    expect(events.map((e) => `${e.id}:${e.status}`)).toEqual(ids.flatMap((id) => [`${id}:running`, `${id}:done`]));
    for (const event of events) if (event.status === 'done') expect(event.durationMs).toBeGreaterThan(0);
    expect(events.find((e) => e.id === 'variant-0' && e.status === 'done')).toMatchObject({ detail: 'UPC 000000000109' });
  });

  it('the card reaches only the tokeniser; the billing address is the shipping address', async () => {
    const fake = new FakeCommerce();
    await run(fake).result;
    const billing = fake.calls.find((c) => c.name === 'setBillingAddress')!;
    expect(JSON.stringify(billing.args)).toContain(aScript().shippingAddress.addressLine1);
    const nonTokeniser = fake.calls.filter((c) => c.name !== 'tokenize');
    expect(JSON.stringify(nonTokeniser)).not.toContain(SANDBOX_CARDS.authorises);
  });

  it('an unknown colour stops before the cart changes and names script.items[0].color', async () => {
    const fake = new FakeCommerce();
    const { result, events } = run(fake, aScript({ items: [{ productId: 'TRAILRUN01', color: 'Purple', size: '9', qty: 1 }] }));
    expect((await result)._unsafeUnwrapErr()).toEqual({
      type: 'NotInCatalogue', field: 'script.items[0].color', message: 'product TRAILRUN01 has no colour "Purple"',
    });
    expect(events.at(-1)).toMatchObject({ id: 'variant-0', status: 'failed' });
    expect(fake.callNames()).not.toContain('addItems');
  });

  it('an unknown size names script.items[0].size; a missing colour × size combination too', async () => {
    const unknownSize = await run(new FakeCommerce(), aScript({ items: [{ productId: 'TRAILRUN01', color: 'Black', size: '14', qty: 1 }] })).result;
    expect(unknownSize._unsafeUnwrapErr()).toMatchObject({ type: 'NotInCatalogue', field: 'script.items[0].size' });
    const noRed10 = await run(new FakeCommerce(), aScript({ items: [{ productId: 'TRAILRUN01', color: 'Red', size: '10', qty: 1 }] })).result;
    expect(noRed10._unsafeUnwrapErr()).toMatchObject({ type: 'NotInCatalogue', field: 'script.items[0].size' });
  });

  it('an unknown product names script.items[0].productId', async () => {
    const { result } = run(new FakeCommerce(), aScript({ items: [{ productId: 'NOSUCH0001', color: 'Black', size: '9', qty: 1 }] }));
    expect((await result)._unsafeUnwrapErr()).toMatchObject({ type: 'NotInCatalogue', field: 'script.items[0].productId' });
  });

  it('a sold-out variant is the upstream out-of-stock error (ITEM_OOS)', async () => {
    const { result } = run(new FakeCommerce(), aScript({ items: [{ productId: 'TRAILRUN01', color: 'Red', size: '9', qty: 1 }] }));
    expect((await result)._unsafeUnwrapErr()).toMatchObject({ type: 'Commerce', error: { type: 'ApiError', errorId: 'ITEM_OOS' } });
  });

  it('a declined card fails at place order with PAYMENT_ERROR and no order is made', async () => {
    const fake = new FakeCommerce();
    const { result, events } = run(fake, aScript({ card: aCard({ number: SANDBOX_CARDS.declines }) }));
    expect((await result)._unsafeUnwrapErr()).toMatchObject({ type: 'Commerce', error: { errorId: 'PAYMENT_ERROR' } });
    expect(events.at(-1)).toMatchObject({ id: 'place-order', status: 'failed' });
    expect(fake.orders()).toEqual([]);
  });

  it('an upstream failure mid-way stops the remaining steps', async () => {
    const fake = new FakeCommerce().failNext('selectShippingMethod', catalogueError('SHIPPING_METHOD_INVALID'));
    const { result, events } = run(fake);
    expect((await result)._unsafeUnwrapErr()).toMatchObject({ type: 'Commerce', error: { errorId: 'SHIPPING_METHOD_INVALID' } });
    expect(events.some((e) => e.id === 'payment')).toBe(false);
    expect(fake.callNames()).not.toContain('tokenize');
  });
});

describe('a script naming an account: EXPRESS when the account has a main address and card (issue 7 §5)', () => {
  const account = { email: 'sam@example.com', password: 'Correct-Horse-9' };
  const accountAddress = anAddress({ city: 'Boulder', addressLine1: '2 Pearl Street' });

  /** Signs in (a stand-in: the fake has no accounts) and, for EXPRESS, puts the account's address, method and card on the cart as core's ExpressCheckout does. */
  function accountUseCases(fake: FakeCommerce, express: boolean) {
    const base = checkoutUseCasesOver(fake);
    const signedIn = { auth: { consumerNo: 'C0000000001', basketId: null }, after: {} } as unknown as SignedIn;
    return {
      ...base,
      signIn: { run: () => okAsync(signedIn) },
      expressCheckout: {
        start: (cart: Cart) => {
          const flow = (eligible: boolean, at: Cart) => ({
            flow: startCheckoutFlow({ loggedIn: true, hasSavedMainCard: eligible, hasDefaultAddress: eligible, hasPickupContact: false }, at), cart: at,
          });
          if (!express) return okAsync(flow(false, cart));
          return base.setShippingAddress.run(cart.basketId, { address: accountAddress, email: account.email })
            .andThen(() => base.selectShippingMethod.run(cart.basketId, 'standard'))
            .andThen(() => base.addCardPayment.run(cart.basketId, { card: aCard(), billingAddress: accountAddress }))
            .map((ready) => flow(true, ready));
        },
      },
    };
  }

  it('plans an express step after the adds', () => {
    expect(checkoutPlan(aScript({ account })).map((s) => s.id)).toEqual([
      'session', 'sign-in', 'variant-0', 'add-0', 'express', 'shipping-address', 'shipping-method', 'payment', 'place-order',
    ]);
  });

  it('EXPRESS: the order ships to the account\'s address; the script\'s address and card are not used', async () => {
    const fake = new FakeCommerce();
    const events: StepEvent[] = [];
    const result = await new ScriptedCheckout(accountUseCases(fake, true), new SteppingClock()).run(aScript({ account }), (e) => events.push(e));
    expect(result.isOk()).toBe(true);
    const [order] = fake.orders();
    expect(order!.shippingAddress?.city).toBe('Boulder');
    expect(fake.callNames().filter((name) => name === 'tokenize')).toHaveLength(1);
    expect(events.find((e) => e.id === 'express' && e.status === 'done')).toMatchObject({ detail: expect.stringContaining('EXPRESS') });
    for (const id of ['shipping-address', 'shipping-method', 'payment']) {
      expect(events.find((e) => e.id === id && e.status === 'done')).toMatchObject({ detail: 'from the account (EXPRESS)' });
    }
  });

  it('STANDARD (no saved card or address): the script\'s address and card are used', async () => {
    const fake = new FakeCommerce();
    const result = await new ScriptedCheckout(accountUseCases(fake, false), new SteppingClock()).run(aScript({ account }), () => undefined);
    expect(result.isOk()).toBe(true);
    expect(fake.orders()[0]!.shippingAddress?.city).toBe(aScript().shippingAddress.city);
  });
});
