import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err, errAsync, ok, okAsync, type ResultAsync } from 'neverthrow';
import type { Cart, ProductDetails } from '../contract';
import type { CommerceError } from '../errors';
import {
  effectiveStock, isComingSoonBlocked, isVariantFullySelected, quickShopProductFrom, selectedVariant,
  type QuickShopProduct,
} from './quick-shop.product';
import {
  canAddFromQuickShop, quickShopFooter, quickShopFooterState, type QuickShopFooterState,
} from './quick-shop-footer';
import { expressButtons } from './express-wallet.rules';
import { addFailureDecision, closesAfterAdd, isGiftWithPurchaseError } from './quick-shop-add.rules';
import { AddFromQuickShop, type AddItemToCart } from './add-from-quick-shop.use-case';
import type { Scheduler } from '../ports/scheduler.port';

const shoe = (overrides: Partial<QuickShopProduct> = {}): QuickShopProduct => ({
  id: 'SHOE000001',
  name: 'Trail runner',
  currency: 'USD',
  presale: false,
  isRobisOnly: false,
  alwaysAvailable: false,
  notifyMe: false,
  attributes: [
    { type: 'color', label: 'Colour', options: [{ value: 'BLK', label: 'Black', available: true }] },
    { type: 'size', label: 'Size', options: [{ value: '8', label: '8', available: true }, { value: '9', label: '9', available: false }] },
    { type: 'width', label: 'Width', options: [{ value: 'W', label: 'Wide', available: true }] },
  ],
  variants: [
    { id: 'v8', upc: '000000000008', attributes: { color: 'BLK', size: '8', width: 'W' }, price: { current: 9000, original: 12000 }, stockStatus: 'IN_STOCK', quantity: 3 },
    { id: 'v9', upc: '000000000009', attributes: { color: 'BLK', size: '9', width: 'W' }, price: { current: 9500, original: 12000 }, stockStatus: 'OUT_OF_STOCK', quantity: 0 },
  ],
  price: { lowCurrent: 9000, highCurrent: 9500 },
  ...overrides,
});

const context = { origin: 'product' as const, loggedIn: false, features: { notifyMe: true, comingSoon: true } };

describe('quick shop: selection', () => {
  it('adding is possible only when a variant is fully selected: every attribute except colour must be chosen', () => {
    expect(isVariantFullySelected(shoe(), { size: '8', width: 'W' })).toBe(true);
    expect(isVariantFullySelected(shoe(), { color: 'BLK', size: '8' })).toBe(false);
    expect(isVariantFullySelected(shoe(), { size: '', width: 'W' })).toBe(false);
    expect(isVariantFullySelected(shoe({ attributes: [{ type: 'Colour', label: 'c', options: [] }] }), {})).toBe(true);
  });

  it('property: the colour never matters for "fully selected", every other attribute does', () => {
    fc.assert(fc.property(fc.option(fc.string()), fc.boolean(), fc.boolean(), (color, withSize, withWidth) => {
      const selection = { color: color ?? undefined, size: withSize ? '8' : undefined, width: withWidth ? 'W' : undefined };
      expect(isVariantFullySelected(shoe(), selection)).toBe(withSize && withWidth);
    }));
  });

  it('the selected variant matches every chosen attribute', () => {
    expect(selectedVariant(shoe(), { size: '9', width: 'W' })?.id).toBe('v9');
    expect(selectedVariant(shoe(), { color: 'RED', size: '9', width: 'W' })).toBeUndefined();
    expect(selectedVariant(shoe(), { size: '9' })).toBeUndefined();
  });
});

describe('quick shop: stock rules', () => {
  const base = { productType: undefined, isRobisOnly: false, alwaysAvailable: false };

  it('stock is InStock when quantity is above 0', () => {
    fc.assert(fc.property(fc.integer({ min: -5, max: 1000 }), (quantity) => {
      expect(effectiveStock(base, { quantity, stockStatus: 'X' }).state).toBe(quantity > 0 ? 'InStock' : 'OutOfStock');
    }));
  });

  it('digital, reservation-only or always-available items count as quantity 1 and AVAILABLE', () => {
    for (const flags of [{ productType: 'digital' }, { isRobisOnly: true }, { alwaysAvailable: true }]) {
      expect(effectiveStock({ ...base, ...flags }, { quantity: 0, stockStatus: 'OUT_OF_STOCK' }))
        .toEqual({ quantity: 1, stockStatus: 'AVAILABLE', state: 'InStock' });
    }
  });
});

describe('quick shop: Coming Soon', () => {
  it('a Coming Soon badge or eyebrow blocks adding (behind a feature flag)', () => {
    expect(isComingSoonBlocked({ badge: 'Coming Soon' }, true)).toBe(true);
    expect(isComingSoonBlocked({ eyebrow: ' coming soon ' }, true)).toBe(true);
    expect(isComingSoonBlocked({ badge: 'Coming Soon' }, false)).toBe(false);
    expect(isComingSoonBlocked({ badge: 'New' }, true)).toBe(false);
    const state = quickShopFooterState(shoe({ badge: 'Coming Soon' }), { size: '8', width: 'W' }, context);
    expect(quickShopFooter(state)).toEqual({ button: 'AddToCart', enabled: false, price: 9000 });
  });
});

describe('quick shop: footer button', () => {
  const stateArb: fc.Arbitrary<QuickShopFooterState> = fc.record({
    notifyMeFeature: fc.boolean(),
    variantNotifiable: fc.boolean(),
    outOfStock: fc.boolean(),
    presale: fc.boolean(),
    loggedIn: fc.boolean(),
    origin: fc.constantFrom('product' as const, 'cart-item' as const, 'saved-item' as const),
    variantSelectable: fc.boolean(),
    price: fc.integer({ min: 0, max: 1_000_000 }),
  });

  it('the footer button is chosen in this order: Notify me, disabled Out of stock, Sign in to buy, Update in cart, otherwise Add to cart with the price', () => {
    fc.assert(fc.property(stateArb, (s) => {
      const footer = quickShopFooter(s);
      const expected =
        s.notifyMeFeature && s.variantNotifiable && s.outOfStock ? 'NotifyMe'
          : s.outOfStock ? 'OutOfStock'
            : s.presale && !s.loggedIn ? 'SignInToBuy'
              : s.origin !== 'product' ? 'UpdateInCart' : 'AddToCart';
      expect(footer.button).toBe(expected);
      if (footer.button === 'OutOfStock') expect(footer.enabled).toBe(false);
      if (footer.button === 'AddToCart') expect(footer).toEqual({ button: 'AddToCart', enabled: s.variantSelectable, price: s.price });
    }));
  });

  it('Notify me (feature on, variant notifiable and out of stock)', () => {
    const state = quickShopFooterState(shoe({ notifyMe: true }), { size: '9', width: 'W' }, context);
    expect(quickShopFooter(state)).toEqual({ button: 'NotifyMe', enabled: true });
    const off = quickShopFooterState(shoe({ notifyMe: true }), { size: '9', width: 'W' }, { ...context, features: { notifyMe: false, comingSoon: false } });
    expect(quickShopFooter(off)).toEqual({ button: 'OutOfStock', enabled: false });
  });

  it('before a full selection the product is out of stock only when every variant is', () => {
    expect(quickShopFooterState(shoe(), {}, context).outOfStock).toBe(false);
    const soldOut = shoe({ variants: shoe().variants.map((v) => ({ ...v, quantity: 0 })) });
    expect(quickShopFooterState(soldOut, {}, context).outOfStock).toBe(true);
    expect(quickShopFooterState(shoe({ variants: [] }), {}, context).outOfStock).toBe(false);
  });

  it('Sign in to buy (presale product and the shopper is not logged in); logged-in users can add presale products', () => {
    const presale = shoe({ presale: true });
    expect(quickShopFooter(quickShopFooterState(presale, { size: '8', width: 'W' }, context)).button).toBe('SignInToBuy');
    expect(quickShopFooter(quickShopFooterState(presale, { size: '8', width: 'W' }, { ...context, loggedIn: true })))
      .toEqual({ button: 'AddToCart', enabled: true, price: 9000 });
  });

  it('Update in cart (opened from a cart item or a saved item)', () => {
    expect(quickShopFooter(quickShopFooterState(shoe(), { size: '8', width: 'W' }, { ...context, origin: 'cart-item' })))
      .toEqual({ button: 'UpdateInCart', enabled: true, list: 'cart' });
    expect(quickShopFooter(quickShopFooterState(shoe(), { size: '8' }, { ...context, origin: 'saved-item' })))
      .toEqual({ button: 'UpdateInCart', enabled: false, list: 'saved' });
  });

  it('otherwise Add to cart with the price (the product\'s lowest price until a variant is selected)', () => {
    expect(quickShopFooter(quickShopFooterState(shoe(), {}, context))).toEqual({ button: 'AddToCart', enabled: false, price: 9000 });
    expect(canAddFromQuickShop(quickShopFooterState(shoe(), { size: '8', width: 'W' }, context))).toBe(true);
    expect(canAddFromQuickShop(quickShopFooterState(shoe(), { size: '9', width: 'W' }, context))).toBe(false);
  });
});

describe('quick shop: express wallet visibility', () => {
  it('express wallet buttons appear only when enabled, the variant can be added, the wallet is available, and the user is not an in-store employee; the card-provider express button is also hidden for an in-store employee', () => {
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (we, wa, ce, add, emp) => {
      const shown = expressButtons({ walletEnabled: we, walletAvailable: wa, cardProviderEnabled: ce, variantCanBeAdded: add, inStoreEmployee: emp });
      expect(shown.wallet).toBe(we && wa && add && !emp);
      expect(shown.cardProvider).toBe(ce && add && !emp);
    }));
  });
});

const apiError = (errorId: string, code?: string): CommerceError =>
  ({ type: 'ApiError', errorId, code, kind: 'Conflict', statusCode: 409, message: `failed: ${errorId}` });

describe('quick shop: add failure', () => {
  it('add failure: show an error notification and retry once after 2 seconds', () => {
    expect(addFailureDecision(apiError('ITEM_OOS'), 1))
      .toEqual({ notification: { level: 'error', message: 'failed: ITEM_OOS' }, rollbackAnalytics: true, retryAfterMs: 2000 });
    expect(addFailureDecision(apiError('ITEM_OOS'), 2).retryAfterMs).toBeNull();
    expect(addFailureDecision({ type: 'NetworkError', message: 'offline' }, 1).retryAfterMs).toBe(2000);
  });

  it('except when the error is a gift-with-purchase product error (no retry)', () => {
    expect(isGiftWithPurchaseError(apiError('GWP_PRODUCT'))).toBe(true);
    expect(isGiftWithPurchaseError(apiError('SOMETHING', 'GWP401'))).toBe(true);
    expect(isGiftWithPurchaseError(apiError('ITEM_OOS', 'INV700'))).toBe(false);
    expect(isGiftWithPurchaseError({ type: 'NetworkError', message: 'GWP' })).toBe(false);
    expect(addFailureDecision(apiError('GWP_PRODUCT'), 1).retryAfterMs).toBeNull();
  });

  it('after a successful add, the panel closes if the mini-cart feature or closeOnAdd applies', () => {
    expect(closesAfterAdd({ miniCartFeature: true, closeOnAdd: false })).toBe(true);
    expect(closesAfterAdd({ miniCartFeature: false, closeOnAdd: true })).toBe(true);
    expect(closesAfterAdd({ miniCartFeature: false, closeOnAdd: false })).toBe(false);
  });
});

describe('AddFromQuickShop', () => {
  const cart = { basketId: 'BASKET0001' } as unknown as Cart;
  const setup = (answers: Array<ResultAsync<Cart, CommerceError>>) => {
    const calls: Array<{ productId: string; upc: string; qty: number }> = [];
    const waits: number[] = [];
    const shown: string[] = [];
    let rollbacks = 0;
    const addToCart: AddItemToCart = { run: (input) => { calls.push(input); return answers.shift() ?? okAsync(cart); } };
    const scheduler: Scheduler = { wait: (ms) => { waits.push(ms); return okAsync(undefined); } };
    const useCase = new AddFromQuickShop(addToCart, scheduler, { showError: (m) => shown.push(m), rollbackAddAnalytics: () => { rollbacks += 1; } });
    return { useCase, calls, waits, shown, rollbacks: () => rollbacks };
  };

  it('add-to-cart maxQty is 1 from quick shop', async () => {
    const { useCase, calls, waits } = setup([]);
    expect(await useCase.run({ productId: 'SHOE000001', upc: '000000000008' })).toEqual(ok(cart));
    expect(calls).toEqual([{ productId: 'SHOE000001', upc: '000000000008', qty: 1 }]);
    expect(waits).toEqual([]);
  });

  it('a failed add notifies, rolls back analytics, waits 2000 ms and retries once', async () => {
    const { useCase, calls, waits, shown, rollbacks } = setup([errAsync(apiError('ITEM_OOS'))]);
    expect(await useCase.run({ productId: 'SHOE000001', upc: '000000000008' })).toEqual(ok(cart));
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([2000]);
    expect(shown).toEqual(['failed: ITEM_OOS']);
    expect(rollbacks()).toBe(1);
  });

  it('a second failure is final', async () => {
    const { useCase, calls, waits, rollbacks } = setup([errAsync(apiError('ITEM_OOS')), errAsync(apiError('BSK420'))]);
    expect(await useCase.run({ productId: 'SHOE000001', upc: '000000000008' })).toEqual(err(apiError('BSK420')));
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([2000]);
    expect(rollbacks()).toBe(2);
  });

  it('a gift-with-purchase error is not retried', async () => {
    const { useCase, calls, waits } = setup([errAsync(apiError('GWP_PRODUCT'))]);
    expect(await useCase.run({ productId: 'SHOE000001', upc: '000000000008' })).toEqual(err(apiError('GWP_PRODUCT')));
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });
});

describe('quickShopProductFrom', () => {
  const details: ProductDetails = {
    id: 'SHOE000001', name: 'Trail runner', slug: 'trail-runner', brand: 'switchback', categoryId: '1000', description: '',
    currency: 'USD', presale: false,
    colors: [{ code: 'BLK', name: 'Black', swatch: '#000' }],
    sizes: ['8', '9'],
    images: [],
    variants: [
      { upc: '000000000008', color: 'BLK', size: '8', price: { original: 12000, current: 9000 }, orderable: true },
      { upc: '000000000009', color: 'BLK', size: '9', price: { original: 12000, current: 9000 }, orderable: false },
    ],
    price: { highCurrent: 9000, lowCurrent: 9000, highOriginal: 12000, lowOriginal: 12000 },
    promotions: [],
  };

  it('maps colours and sizes to attributes and takes stock from the inventory when loaded', () => {
    const product = quickShopProductFrom(details, { productId: 'SHOE000001', variants: [{ upc: '000000000008', quantity: 4, status: 'LOW_STOCK' }] });
    expect(product.attributes.map((a) => a.type)).toEqual(['color', 'size']);
    expect(product.attributes[1]?.options).toEqual([{ value: '8', label: '8', available: true }, { value: '9', label: '9', available: false }]);
    expect(product.variants[0]).toMatchObject({ quantity: 4, stockStatus: 'LOW_STOCK' });
    expect(product.variants[1]).toMatchObject({ quantity: 0, stockStatus: 'OUT_OF_STOCK' });
    expect(quickShopProductFrom(details).variants[0]).toMatchObject({ quantity: 1, stockStatus: 'IN_STOCK' });
  });

  it('takes the presale flag of the product: a guest is offered Sign in to buy, a signed-in shopper Add to cart', () => {
    const context = { origin: 'product' as const, loggedIn: false, features: { notifyMe: true, comingSoon: true } };
    expect(quickShopProductFrom(details).presale).toBe(false);
    const presale = quickShopProductFrom({ ...details, presale: true });
    expect(presale.presale).toBe(true);
    expect(quickShopFooter(quickShopFooterState(presale, { color: 'BLK', size: '8' }, context)).button).toBe('SignInToBuy');
    expect(quickShopFooter(quickShopFooterState(presale, { color: 'BLK', size: '8' }, { ...context, loggedIn: true })).button).toBe('AddToCart');
  });

  it('a sold-out size offers Notify me (every size takes back-in-stock requests), an orderable one Add to cart', () => {
    const product = quickShopProductFrom(details, { productId: 'SHOE000001', variants: [{ upc: '000000000008', quantity: 4, status: 'IN_STOCK' }] });
    const context = { origin: 'product' as const, loggedIn: false, features: { notifyMe: true, comingSoon: true } };
    expect(quickShopFooter(quickShopFooterState(product, { color: 'BLK', size: '9' }, context)).button).toBe('NotifyMe');
    expect(quickShopFooter(quickShopFooterState(product, { color: 'BLK', size: '8' }, context)).button).toBe('AddToCart');
  });
});
