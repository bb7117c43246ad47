import { SANDBOX_CARDS, type Cart, type Inventory, type Order, type PromotionInput } from '@switchback/core';
import type { HttpCommerceClient } from '../commerce-client';
import { signUpAndIn } from './consumer.scenario';
import { createCapturingFetch } from './exchange-capture.fetch';
import { scenarioClient } from './scenario-client';
import {
  checkoutUpToPayment, expectApiError, expectOk, findProduct, ScenarioStopped, selectRecordings, type ScenarioOptions,
} from './guest-checkout.scenario';
import type { RecordingSet } from './recording.schema';

export interface PromotionScenarioOptions extends ScenarioOptions {
  /**
   * The upstream's support key (SWITCHBACK_SUPPORT_KEY): the scenario makes its own promotions and gift cards with it, so
   * it changes nothing a shopper of that upstream would see (its promotions need its own coupon codes). Without it the
   * scenario cannot run and records nothing.
   */
  readonly supportKey?: string;
  /** An associate of the upstream, for the price adjustments; absent: only the refusal is recorded. */
  readonly associate?: { readonly storeId: string; readonly employeeId: string; readonly password: string };
}

const instrumentOf = (cart: Cart, kind: Cart['payment_instruments'][number]['payment_method_id']) => {
  const found = cart.payment_instruments.find((instrument) => instrument.payment_method_id === kind);
  if (!found) throw new ScenarioStopped('find the payment instrument', `the cart holds no ${kind} instrument`);
  return found;
};

/** The upstream's digital gift card (a cart line it marks `isDigitalProduct`), found by searching for "gift card". */
async function digitalProduct(client: HttpCommerceClient): Promise<{ productId: string; upc: string }> {
  const page = await expectOk('productSearch (gift card)', client.products.search({ q: 'gift card', count: 24 }));
  const probe = await expectOk('createCart (probe)', client.carts.create());
  for (const hit of page.hits) {
    const inventory = await expectOk('productInventory (gift card)', client.products.inventory(hit.id));
    const variant = inventory.variants.find((v) => v.status === 'IN_STOCK');
    if (!variant) continue;
    const cart = await expectOk('addItem (probe)', client.carts.addItems({ cartId: probe.basketId, items: [{ productId: hit.id, upc: variant.upc, qty: 1 }] }));
    if (cart.items.some((item) => item.upc === variant.upc && item.isDigitalProduct)) return { productId: hit.id, upc: variant.upc };
  }
  throw new ScenarioStopped('find a digital gift card', 'no product found by "gift card" is a digital product in the cart');
}

/** A cart of `qty` units of one variant, ready for payment. */
async function readyCart(client: HttpCommerceClient, productId: string, upc: string, qty: number): Promise<Cart> {
  const created = await expectOk('createCart', client.carts.create());
  await expectOk('addItem', client.carts.addItems({ cartId: created.basketId, items: [{ productId, upc, qty }] }));
  await checkoutUpToPayment(client, created.basketId);
  return expectOk('getCart', client.carts.get(created.basketId));
}

/** Pays what is left by sandbox card and places the order. */
async function payRestAndPlace(client: HttpCommerceClient, basketId: string): Promise<Order> {
  const token = await expectOk('tokenizeCard', client.tokenizer.tokenize({ number: SANDBOX_CARDS.authorises, expiry: '12/30', cvc: '123', holder: 'Ada Lovelace' }));
  await expectOk('addPaymentInstrument', client.checkout.addPaymentInstrument(basketId, {
    payment_method_id: 'CREDIT_CARD', paymentCard: { token: token.token, holder: 'Ada Lovelace' },
  }));
  await expectOk('prepareOrder', client.checkout.prepareOrder(basketId));
  return (await expectOk('placeOrder', client.checkout.placeOrder(basketId, crypto.randomUUID()))).order;
}

/**
 * Money in the cart (issue 9), every exchange captured. Support lists promotions and makes the scenario's own (a coupon,
 * an expired one, a single-use one, a free gift behind a coupon) and issues a gift card. A registered consumer joins the
 * loyalty programme, enters and removes coupons, checks the gift card's balance, pays part of an order with it (removing
 * and re-adding it), orders a digital gift card and has its e-mail sent again, applies and removes a loyalty voucher; an
 * associate adjusts a price. Then the errors a client must understand: the PRM, GC, REW, GWP and price-adjustment ones.
 */
export async function runPromotionScenario(apiBaseUrl: string, options: PromotionScenarioOptions = {}): Promise<RecordingSet> {
  const capture = createCapturingFetch(fetch, apiBaseUrl, options.onExchange);
  const newClient = (supportKey?: string) => scenarioClient(capture.fetch, apiBaseUrl, options, supportKey);
  if (options.supportKey === undefined) return selectRecordings([]);
  const client = newClient(options.supportKey);
  const stamp = crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase();

  // Support: the promotions there are, and the scenario's own (coupon codes nobody else knows).
  await expectOk('supportPromotionList', client.promotionSupport.promotions('en-us'));
  const promotion = (suffix: string, over: Partial<PromotionInput>): PromotionInput => ({
    promotionId: `CT-${stamp}-${suffix}`, name: `Contract test ${suffix}`, level: 'ORDER', siteIds: ['en-us'],
    effect: { type: 'PERCENT_OFF', percent: 10 }, calloutMessage: 'Enter your code|Spend {distance} more for 10 % off|10 % off applied',
    couponCode: `CT${stamp}${suffix}`, ...over,
  });
  const tenOff = promotion('TEN', {});
  await expectOk('supportCreatePromotion', client.promotionSupport.createPromotion(tenOff));
  await expectApiError(capture, 'supportCreatePromotion with a taken id', () => client.promotionSupport.createPromotion(tenOff), 'PROMOTION_ALREADY_EXISTS');
  const expired = promotion('OLD', { conditions: { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-02-01T00:00:00Z' } });
  await expectOk('supportCreatePromotion (expired)', client.promotionSupport.createPromotion(expired));
  const singleUse = promotion('ONE', { effect: { type: 'AMOUNT_OFF', amount: 500 }, conditions: { usageLimit: 1 } });
  await expectOk('supportCreatePromotion (single use)', client.promotionSupport.createPromotion(singleUse));
  const giftCard = await expectOk('supportIssueGiftCard', client.promotionSupport.issueGiftCard({ amount: 1000, currency: 'USD' }));

  await signUpAndIn(client, 'money');
  await expectOk('loyaltyToken', client.loyalty.join());
  await expectOk('loyaltyWelcome', client.loyalty.welcome());

  const inStock = (inventory: Inventory) => inventory.variants.filter((v) => v.status === 'IN_STOCK' && v.quantity >= 10);
  const product = await findProduct(client, (inventory) => inStock(inventory).length >= 1);
  const variant = inStock(product)[0];
  if (!variant) throw new ScenarioStopped('find a product', 'the chosen product lost its in-stock variants');

  // Coupons.
  const first = await readyCart(client, product.productId, variant.upc, 2);
  const coupon = (code: string | undefined) => ({ cartId: first.basketId, code: code ?? '' });
  await expectApiError(capture, 'applyCoupon of an unknown code', () => client.promotions.applyCoupon(coupon(`NO${stamp}`)), 'COUPON_NOT_FOUND');
  await expectOk('applyCoupon', client.promotions.applyCoupon(coupon(tenOff.couponCode)));
  await expectApiError(capture, 'applyCoupon twice', () => client.promotions.applyCoupon(coupon(tenOff.couponCode)), 'COUPON_ALREADY_APPLIED');
  await expectApiError(capture, 'applyCoupon of an expired code', () => client.promotions.applyCoupon(coupon(expired.couponCode)), 'COUPON_EXPIRED');
  await expectOk('removeCoupon', client.promotions.removeCoupon(coupon(tenOff.couponCode)));
  await expectOk('applyCoupon (single use)', client.promotions.applyCoupon(coupon(singleUse.couponCode)));
  await expectApiError(capture, 'addPriceAdjustment without an associate', () =>
    client.promotions.addPriceAdjustment(first.basketId, { kind: 'AMOUNT_OFF', value: 500, reason: 'Scuffed box' }), 'PRICE_ADJUSTMENT_NOT_ALLOWED');
  const noSuchAdjustment = `adj_${stamp}unknown`;
  await expectApiError(capture, 'updatePriceAdjustment without an associate', () =>
    client.promotions.updatePriceAdjustment(first.basketId, noSuchAdjustment, { kind: 'AMOUNT_OFF', value: 500, reason: 'Scuffed box' }), 'PRICE_ADJUSTMENT_NOT_ALLOWED');
  await expectApiError(capture, 'removePriceAdjustment without an associate', () =>
    client.promotions.removePriceAdjustment(first.basketId, noSuchAdjustment), 'PRICE_ADJUSTMENT_NOT_ALLOWED');

  // A gift card pays part of the order; the card the rest.
  const credentials = { number: giftCard.number, pin: giftCard.pin };
  await expectOk('giftCardBalance', client.promotions.giftCardBalance(credentials));
  const wrongPin = giftCard.pin === '0000' ? '1111' : '0000';
  await expectApiError(capture, 'giftCardBalance with a wrong PIN', () => client.promotions.giftCardBalance({ ...credentials, pin: wrongPin }), 'GC_INVALID2');
  const withGiftCard = await expectOk('addPaymentInstrument (gift card)', client.checkout.addPaymentInstrument(first.basketId, { payment_method_id: 'GIFT_CARD', giftCard: credentials }));
  await expectApiError(capture, 'addPaymentInstrument of the same gift card', () =>
    client.checkout.addPaymentInstrument(first.basketId, { payment_method_id: 'GIFT_CARD', giftCard: credentials }), 'GC_ALREADY_APPLIED');
  await expectOk('removePaymentInstrument', client.promotions.removePaymentInstrument(first.basketId, {
    payment_instrument_id: instrumentOf(withGiftCard, 'GIFT_CARD').payment_instrument_id,
  }));
  await expectOk('addPaymentInstrument (gift card again)', client.checkout.addPaymentInstrument(first.basketId, { payment_method_id: 'GIFT_CARD', giftCard: credentials }));
  const firstOrder = await payRestAndPlace(client, first.basketId);

  // The next cart: the gift card is spent, the single-use coupon used up.
  const second = await readyCart(client, product.productId, variant.upc, 1);
  await expectApiError(capture, 'addPaymentInstrument of a spent gift card', () =>
    client.checkout.addPaymentInstrument(second.basketId, { payment_method_id: 'GIFT_CARD', giftCard: credentials }), 'GC_ZERO_BALANCE');
  await expectApiError(capture, 'applyCoupon of a used-up code', () =>
    client.promotions.applyCoupon({ cartId: second.basketId, code: singleUse.couponCode ?? '' }), 'COUPON_ALREADY_REDEEMED');

  // Loyalty: the first order earned a voucher (bounce-back) if the upstream gives one for it; apply it, take it off.
  const vouchers = await expectOk('loyaltyVouchers', client.loyalty.vouchers(second.basketId));
  const voucher = vouchers.applicableLoyaltyVouchers.find((v) => v.available && v.eligible);
  if (voucher) {
    await expectOk('applyReward', client.promotions.applyReward(second.basketId, { appliedLoyaltyVoucher: voucher.voucherId }));
    await expectOk('applyReward (off)', client.promotions.applyReward(second.basketId, { appliedLoyaltyVoucher: null }));
  }
  await expectApiError(capture, 'applyReward of an unknown voucher', () =>
    client.promotions.applyReward(second.basketId, { appliedLoyaltyVoucher: `lv_${stamp}unknown` }), 'REWARD_NOT_FOUND');
  const stranger = newClient();
  await signUpAndIn(stranger, 'nomember');
  const strangerCart = await expectOk('createCart', stranger.carts.create());
  await expectApiError(capture, 'applyReward without membership', () =>
    stranger.promotions.applyReward(strangerCart.basketId, { appliedLoyaltyVoucher: `lv_${stamp}unknown` }), 'LOYALTY_MEMBERSHIP_REQUIRED');

  // A digital gift card bought (paid by card) and its e-mail sent again; an order without one has nothing to send.
  const eGift = await digitalProduct(client);
  const eGiftCart = await expectOk('createCart (e-gift card)', client.carts.create());
  await expectOk('addItem (e-gift card)', client.carts.addItems({ cartId: eGiftCart.basketId, items: [{ productId: eGift.productId, upc: eGift.upc, qty: 1 }] }));
  await checkoutUpToPayment(client, eGiftCart.basketId);
  const eGiftOrder = await payRestAndPlace(client, eGiftCart.basketId);
  await expectOk('resendGiftCardEmail', client.loyalty.resendGiftCardEmail(eGiftOrder.orderNumber));
  await expectApiError(capture, 'resendGiftCardEmail of an order without one', () => client.loyalty.resendGiftCardEmail(firstOrder.orderNumber), 'GIFT_CARD_ORDER_NOT_FOUND');

  // A free gift behind the scenario's own coupon: its line is the engine's, its quantity is not the shopper's.
  const gift = promotion('GIFT', { effect: { type: 'GIFT_WITH_PURCHASE', productId: product.productId, upc: variant.upc } });
  await expectOk('supportCreatePromotion (free gift)', client.promotionSupport.createPromotion(gift));
  const withGift = await expectOk('applyCoupon (free gift)', client.promotions.applyCoupon({ cartId: second.basketId, code: gift.couponCode ?? '' }));
  const giftLine = withGift.items.find((item) => item.bonus);
  if (!giftLine) throw new ScenarioStopped('applyCoupon (free gift)', 'the cart shows no free gift line');
  await expectApiError(capture, 'updateItem of a free gift', () =>
    client.carts.updateItem(second.basketId, { itemId: giftLine.id, productId: giftLine.productId, upc: giftLine.upc, qty: 2 }), 'GWP_PRODUCT');

  // An associate in store adjusts a price, changes it, takes it off.
  if (options.associate) {
    const associate = newClient();
    await expectOk('guestToken (associate)', associate.auth.guestToken());
    await expectOk('agentLogin', associate.account.agentLogin(options.associate));
    const cart = await expectOk('createCart (associate)', associate.carts.create());
    await expectOk('addItem (associate)', associate.carts.addItems({ cartId: cart.basketId, items: [{ productId: product.productId, upc: variant.upc, qty: 1 }] }));
    const adjusted = await expectOk('addPriceAdjustment', associate.promotions.addPriceAdjustment(cart.basketId, { kind: 'PERCENT_OFF', value: 10, reason: 'Display model' }));
    const adjustment = adjusted.priceAdjustments[0];
    if (!adjustment) throw new ScenarioStopped('addPriceAdjustment', 'the cart shows no price adjustment');
    await expectOk('updatePriceAdjustment', associate.promotions.updatePriceAdjustment(cart.basketId, adjustment.adjustmentId, { kind: 'AMOUNT_OFF', value: 500, reason: 'Display model, box missing' }));
    await expectOk('removePriceAdjustment', associate.promotions.removePriceAdjustment(cart.basketId, adjustment.adjustmentId));
  }

  return selectRecordings(capture.exchanges.map((exchange) => exchange.recording));
}
