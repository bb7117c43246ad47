import {
  ALL_SITES, cartTotals, MAX_QTY_PER_LINE, PlaceOrder, SANDBOX_CARDS, SITES, type AddressInput, type AuthApi, type Cart,
  type CardTokenizer, type CartApi, type CheckoutApi, type CommerceError, type ProductApi, type RandomSource, type SiteId,
  type TaxRule,
} from '@switchback/core';
import { FakeKeyValueStore } from '@switchback/core/testing';
import type { Result, ResultAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The ports one shopper uses: its own guest session (a guest token already held) on one site. */
export interface ShopperPorts {
  readonly auth: AuthApi;
  readonly products: ProductApi;
  readonly carts: CartApi;
  readonly checkout: CheckoutApi;
  readonly tokenizer: CardTokenizer;
}

/** A commerce upstream under test: the in-memory FakeCommerce, or the live commerce-api through the HTTP client. */
export interface CommerceUnderTest {
  /** A new shopper with a guest session of its own on `site`. */
  shopper(site: SiteId): Promise<ShopperPorts>;
  /** The tax rule the upstream applies on a site (commerce-api's site pricing, for both). */
  taxRule(site: SiteId): TaxRule;
  /** A product each of whose orderable variants holds more units than a cart line may (MAX_QTY_PER_LINE). */
  readonly wellStockedProductId: string;
  /** A product none of whose variants has a unit left. */
  readonly soldOutProductId: string;
  close(): Promise<void>;
}

/** A valid address in each site's home country (the API checks addresses per country). */
const ADDRESSES: Readonly<Record<string, AddressInput>> = {
  US: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '2400 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80301', countryCode: 'US', phone: '(303) 555-0100' },
  GB: { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Long Acre', city: 'London', postalCode: 'WC2E 9LH', countryCode: 'GB', phone: '07400 123456' },
  FR: { firstName: 'Anaïs', lastName: 'Lefèvre', addressLine1: '88 rue de Rivoli', city: 'Paris', postalCode: '75004', countryCode: 'FR', phone: '06 12 34 56 78' },
};

/** Idempotency keys that differ across shoppers and runs (the API keeps keys per guest). */
class CountingRandomSource implements RandomSource {
  private static next = 0;
  uuid(): string {
    CountingRandomSource.next += 1;
    return `00000000-0000-4000-8000-${String(CountingRandomSource.next).padStart(12, '0')}`;
  }
  bytes(length: number): Uint8Array {
    return new Uint8Array(length);
  }
}

async function ok<T>(result: ResultAsync<T, CommerceError>): Promise<T> {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
}

const apiError = (settled: Result<unknown, CommerceError>) => {
  expect(settled.isErr(), 'the call should fail').toBe(true);
  return settled.isErr() ? settled.error : undefined;
};

/** The same cart priced by core's one pricing rule from what the cart itself reports. */
const expectedTotals = (cart: Cart, rule: TaxRule) => cartTotals(
  cart.items.map((i) => ({ original: i.price.original, current: i.price.current, qty: i.qty })),
  cart.shippingMethods.applicableShippingMethods.find((m) => m.selected)?.price.amount ?? 0,
  rule,
  cart.currency,
);

/**
 * commerce-core §3/§4/§8 behaviour every upstream must show, run against FakeCommerce and the live commerce-api:
 * same calls → same totals (US tax on top, en-gb and fr-fr VAT included), the same errors for max quantity, out of
 * stock, an unknown basket and another guest's basket, and one order per basket through the PlaceOrder use case.
 */
export function commerceBehaviourSuite(name: string, start: () => Promise<CommerceUnderTest>): void {
  describe(`commerce behaviour: ${name}`, () => {
    let upstream: CommerceUnderTest;
    beforeAll(async () => {
      upstream = await start();
    }, 180_000);
    afterAll(async () => {
      await upstream?.close();
    });

    const orderableVariant = async (shopper: ShopperPorts, productId: string) => {
      const details = await ok(shopper.products.details(productId));
      const variant = details.variants.find((v) => v.orderable) ?? details.variants[0]!;
      return { productId: details.id, upc: variant.upc };
    };

    const cartWith = async (shopper: ShopperPorts, qty: number) => {
      const line = await orderableVariant(shopper, upstream.wellStockedProductId);
      const cart = await ok(shopper.carts.create());
      const added = await ok(shopper.carts.addItems({ cartId: cart.basketId, items: [{ ...line, qty }] }));
      return { line, cart: added };
    };

    describe.each(ALL_SITES.map((site) => [site.id, site] as const))('totals on %s', (siteId, site) => {
      it('items, shipping and tax follow core’s pricing rule and the site’s tax: added on top in the US, included (VAT) in the UK and France', async () => {
        const shopper = await upstream.shopper(siteId);
        const rule = upstream.taxRule(siteId);
        const { cart } = await cartWith(shopper, 2);
        expect(cart.currency).toBe(site.currency);
        expect(cart.items[0]!.price.rowTotal).toBe(cart.items[0]!.price.current * 2);
        expect(cart.totals).toEqual(expectedTotals(cart, rule));

        await ok(shopper.checkout.setShippingAddress(cart.basketId, [{ ...ADDRESSES[site.country]!, email: 'ada@example.com', shippingId: 'me' }]));
        const method = cart.shippingMethods.applicableShippingMethods[0]!;
        const shipped = await ok(shopper.checkout.selectShippingMethod({ cartId: cart.basketId, code: method.code, shippingId: 'me' }));
        const { itemTotal, shipping, tax, total } = shipped.totals;
        expect(shipped.totals).toEqual(expectedTotals(shipped, rule));
        expect(shipping).toBeGreaterThan(0);
        expect(tax).toBeGreaterThan(0);
        if (siteId === 'en-us') expect(total).toBe(itemTotal + shipping + tax);
        else expect(total).toBe(itemTotal + shipping);
      });
    });

    it('more than a line may hold is ADDED_MAX_QUANTITY (409) with maxAllowedQty, and changes nothing', async () => {
      const shopper = await upstream.shopper('en-us');
      const { line, cart } = await cartWith(shopper, MAX_QTY_PER_LINE);
      const error = apiError(await shopper.carts.addItems({ cartId: cart.basketId, items: [{ ...line, qty: 1 }] }));
      expect(error).toMatchObject({ type: 'ApiError', errorId: 'ADDED_MAX_QUANTITY', statusCode: 409, maxAllowedQty: MAX_QTY_PER_LINE });
      const item = cart.items[0]!;
      const update = apiError(await shopper.carts.updateItem(cart.basketId, { itemId: item.id, productId: item.productId, upc: item.upc, qty: MAX_QTY_PER_LINE + 1 }));
      expect(update).toMatchObject({ errorId: 'ADDED_MAX_QUANTITY', statusCode: 409, maxAllowedQty: MAX_QTY_PER_LINE });
      const after = await ok(shopper.carts.get(cart.basketId));
      expect(after.items.map((i) => [i.upc, i.qty, i.maxQty])).toEqual([[line.upc, MAX_QTY_PER_LINE, MAX_QTY_PER_LINE]]);
      expect(after.totals).toEqual(cart.totals);
    });

    it('a variant with no unit left is ITEM_OOS (409), and the cart stays empty', async () => {
      const shopper = await upstream.shopper('en-us');
      const line = await orderableVariant(shopper, upstream.soldOutProductId);
      const cart = await ok(shopper.carts.create());
      const error = apiError(await shopper.carts.addItems({ cartId: cart.basketId, items: [{ ...line, qty: 1 }] }));
      expect(error).toMatchObject({ type: 'ApiError', errorId: 'ITEM_OOS', statusCode: 409 });
      expect((await ok(shopper.carts.get(cart.basketId))).items).toEqual([]);
    });

    it('an unknown basket is CART_NOT_FOUND (404)', async () => {
      const shopper = await upstream.shopper('en-us');
      const { basketId } = await ok(shopper.carts.create());
      const unknown = `${basketId.slice(0, -4)}${basketId.endsWith('0000') ? '1111' : '0000'}`;
      expect(apiError(await shopper.carts.get(unknown))).toMatchObject({ type: 'ApiError', errorId: 'CART_NOT_FOUND', statusCode: 404 });
    });

    it('another guest’s basket is CART_NOT_FOUND (404) to read and to change, and stays as it was', async () => {
      const owner = await upstream.shopper('en-us');
      const stranger = await upstream.shopper('en-us');
      const { line, cart } = await cartWith(owner, 1);
      expect(apiError(await stranger.carts.get(cart.basketId))).toMatchObject({ errorId: 'CART_NOT_FOUND', statusCode: 404 });
      expect(apiError(await stranger.carts.addItems({ cartId: cart.basketId, items: [{ ...line, qty: 1 }] })))
        .toMatchObject({ errorId: 'CART_NOT_FOUND', statusCode: 404 });
      expect(apiError(await stranger.checkout.placeOrder(cart.basketId, new CountingRandomSource().uuid())))
        .toMatchObject({ errorId: 'CART_NOT_FOUND', statusCode: 404 });
      expect((await ok(owner.carts.get(cart.basketId))).items.map((i) => i.qty)).toEqual([1]);
    });

    /** A cart of one line taken through shipping, method, billing and a tokenised card: ready to be placed. */
    const readyCart = async (shopper: ShopperPorts, country: 'GB' | 'US') => {
      const { cart } = await cartWith(shopper, 1);
      await ok(shopper.checkout.setShippingAddress(cart.basketId, [{ ...ADDRESSES[country]!, email: 'ada@example.com', shippingId: 'me' }]));
      const method = cart.shippingMethods.applicableShippingMethods[0]!;
      await ok(shopper.checkout.selectShippingMethod({ cartId: cart.basketId, code: method.code, shippingId: 'me' }));
      await ok(shopper.checkout.setBillingAddress(cart.basketId, { address: ADDRESSES[country]! }));
      const token = await ok(shopper.tokenizer.tokenize({ number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' }));
      const ready = await ok(shopper.checkout.addPaymentInstrument(cart.basketId, { payment_method_id: 'CREDIT_CARD', paymentCard: { token: token.token, holder: 'Ada Lovelace' } }));
      return { cart, ready };
    };

    it('an order is readable only by the guest who placed it: another guest, and an unknown number, get ORDER_NOT_FOUND (404)', async () => {
      const owner = await upstream.shopper('en-us');
      const { cart } = await readyCart(owner, 'US');
      const placed = await ok(new PlaceOrder(owner.checkout, new FakeKeyValueStore(), new CountingRandomSource()).run(cart.basketId));
      const stranger = await upstream.shopper('en-us');
      expect(apiError(await stranger.checkout.order(placed.orderNumber))).toMatchObject({ type: 'ApiError', errorId: 'ORDER_NOT_FOUND', statusCode: 404 });
      const unknown = `${placed.orderNumber.slice(0, -1)}${placed.orderNumber.endsWith('9') ? '8' : '9'}`;
      expect(apiError(await owner.checkout.order(unknown))).toMatchObject({ type: 'ApiError', errorId: 'ORDER_NOT_FOUND', statusCode: 404 });
      expect((await ok(owner.checkout.order(placed.orderNumber))).orderNumber).toBe(placed.orderNumber);
    });

    it('PlaceOrder twice on one basket (a resubmitted form) gives one order, with the cart’s totals, readable only by its guest', async () => {
      const shopper = await upstream.shopper('en-gb');
      const { cart, ready } = await readyCart(shopper, 'GB');

      const placeOrder = new PlaceOrder(shopper.checkout, new FakeKeyValueStore(), new CountingRandomSource());
      const first = await ok(placeOrder.run(cart.basketId));
      const again = await ok(placeOrder.run(cart.basketId));
      expect(again.orderNumber).toBe(first.orderNumber);
      expect(apiError(await shopper.checkout.prepareOrder(cart.basketId))).toMatchObject({ errorId: 'ORDER_ALREADY_PLACED', statusCode: 409 });
      expect((await ok(shopper.checkout.order(first.orderNumber))).orderNumber).toBe(first.orderNumber);
      const stranger = await upstream.shopper('en-gb');
      expect(apiError(await stranger.checkout.order(first.orderNumber))).toMatchObject({ errorId: 'ORDER_NOT_FOUND', statusCode: 404 });
      expect(first.totals).toEqual(ready.totals);
      expect(first.currency).toBe(SITES['en-gb'].currency);
      expect(apiError(await shopper.carts.addItems({ cartId: cart.basketId, items: [{ productId: cart.items[0]!.productId, upc: cart.items[0]!.upc, qty: 1 }] })))
        .toMatchObject({ errorId: 'ORDER_ALREADY_PLACED', statusCode: 409 });
    });
  });
}
