import {
  ALL_SITES, cartTotals, MAX_QTY_PER_LINE, PlaceOrder, SANDBOX_CARDS, SEARCH_FACET_IDS, SEARCH_SORTS, SITES, type AddressInput, type AuthApi, type Cart,
  type ProductCard, type ProductSearchQuery,
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
    describe('search (issue 11 §2)', () => {
      const searchFrom = async (shopper: ShopperPorts, query: ProductSearchQuery) => ok(shopper.products.search(query));
      const everyHit = async (shopper: ShopperPorts, query: ProductSearchQuery, pageSize = 5) => {
        const hits: ProductCard[] = [];
        for (let start = 0; ; start += pageSize) {
          const page = await searchFrom(shopper, { ...query, start, count: pageSize });
          hits.push(...page.hits);
          if (page.hits.length < pageSize) return { hits, total: page.total };
        }
      };
      const nameWord = async (shopper: ShopperPorts) =>
        (await ok(shopper.products.details(upstream.wellStockedProductId))).name.split(/\s+/)[0]!;

      it('a word of a product’s name finds it, in any case, and its first letters complete to it in autosuggest', async () => {
        const shopper = await upstream.shopper('en-us');
        const word = await nameWord(shopper);
        for (const q of [word, word.toUpperCase(), word.toLowerCase()]) {
          const { hits } = await everyHit(shopper, { q }, 50);
          expect(hits.map((h) => h.id), q).toContain(upstream.wellStockedProductId);
        }
        const suggested = await ok(shopper.products.autoSuggest({ q: word.slice(0, 3), count: 10 }));
        expect(suggested.products.map((p) => p.id)).toContain(upstream.wellStockedProductId);
        expect(suggested.terms.length).toBeGreaterThan(0);
      });

      it('facets come in SEARCH_FACET_IDS order; brand and price counts add up to the total; each count is the total with that value alone', async () => {
        const shopper = await upstream.shopper('en-gb');
        const answer = await searchFrom(shopper, {});
        expect(answer.facets.map((f) => f.id)).toEqual([...SEARCH_FACET_IDS]);
        for (const id of ['brand', 'price'] as const) {
          expect(answer.facets.find((f) => f.id === id)!.values.reduce((n, v) => n + v.count, 0), id).toBe(answer.total);
        }
        for (const facet of answer.facets) {
          for (const value of facet.values.slice(0, 4)) {
            const alone = await searchFrom(shopper, { [facet.id]: value.value });
            expect(alone.total, `${facet.id}=${value.value}`).toBe(value.count);
          }
        }
      });

      it('price sorts are ordered with the product id breaking ties, and pages cover every hit exactly once', async () => {
        const shopper = await upstream.shopper('fr-fr');
        for (const sort of SEARCH_SORTS) {
          const { hits, total } = await everyHit(shopper, { sort });
          expect(new Set(hits.map((h) => h.id)).size, sort).toBe(total);
          expect(hits.length, sort).toBe(total);
          const sign = sort === 'price-asc' ? 1 : sort === 'price-desc' ? -1 : 0;
          if (sign === 0) continue;
          for (let i = 1; i < hits.length; i++) {
            const diff = sign * (hits[i]!.price.lowCurrent - hits[i - 1]!.price.lowCurrent);
            expect(diff > 0 || (diff === 0 && hits[i - 1]!.id < hits[i]!.id), `${sort} at ${i}`).toBe(true);
          }
        }
      });

      it('nothing found: total 0, no hit, popular products instead; odd text is an empty result, not an error', async () => {
        const shopper = await upstream.shopper('en-us');
        const answer = await searchFrom(shopper, { q: 'xqzvvk' });
        expect(answer.total).toBe(0);
        expect(answer.hits).toEqual([]);
        expect(answer.popular.length).toBeGreaterThan(0);
        expect(answer.popular.length).toBeLessThanOrEqual(8);
        for (const q of ['%', '_', '🥾', '""']) expect((await searchFrom(shopper, { q })).hits, q).toEqual([]);
        // A blank text is no text: every product (the storefront's search page with an empty box).
        expect((await searchFrom(shopper, { q: '   ' })).total).toBe((await searchFrom(shopper, {})).total);
      });
    });
  });
}
