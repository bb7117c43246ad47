import { err, ok, okAsync, safeTry, type ResultAsync } from 'neverthrow';
import {
  catalogueError, formatMoney, hasErrorId, resolveVariant, SANDBOX_THREE_DS, SITES, type Cart, type CheckoutApi,
  type PromotionApi, type AuthenticateOrder, type Order, type PlaceOrderResponse, type SetBillingAddress,
  type ThreeDsBank, type CartApi, type FulfilmentApi, type AddCardPayment, type AddToCart, type Clock, type PlaceOrder,
  type ProductApi, type ResolveVariantError, type ExpressCheckout, type SelectShippingMethod, type SetShippingAddress,
  type SignIn, type StartGuestSession, type Variant,
} from '@switchback/core';
import { commerceFailure, type CliError } from '../shared/cli-error';
import { timedStep, type StepListener, type StepPlan } from '../shared/steps';
import type { CheckoutScript, ScriptFulfilment, ScriptItem } from './checkout-script.schema';

/** The same use cases the storefront runs, plus the product details port to resolve variants. */
export interface CheckoutUseCases {
  readonly startGuestSession: Pick<StartGuestSession, 'run'>;
  /** Issue 7: a script naming an account signs in (PKCE) and the guest cart merges into the consumer's. */
  readonly signIn?: Pick<SignIn, 'run'>;
  /**
   * Issue 7 §5: a signed-in consumer with a main card and a main shipping address checks out EXPRESS (core's
   * ExpressCheckout: the account's address, the default method and the saved card go on the cart); the script's
   * address and card are then not used.
   */
  readonly expressCheckout?: Pick<ExpressCheckout, 'start'>;
  readonly addToCart: Pick<AddToCart, 'run'>;
  readonly setShippingAddress: Pick<SetShippingAddress, 'run'>;
  readonly selectShippingMethod: Pick<SelectShippingMethod, 'run'>;
  readonly addCardPayment: Pick<AddCardPayment, 'run'>;
  readonly placeOrder: Pick<PlaceOrder, 'run'>;
  readonly products: Pick<ProductApi, 'details'>;
  /** Issue 9 §4: the script's coupons and loyalty voucher (the ports the storefront's forms call too). */
  readonly promotions?: Pick<PromotionApi, 'applyCoupon' | 'applyReward'>;
  /** Issue 9 §4: the script's gift cards, added as payment instruments before the card. */
  readonly payments?: Pick<CheckoutApi, 'addPaymentInstrument'>;
  /** Issue 10 §3: placing with the flash (a 3-D Secure challenge), the sandbox bank, PATCH order; the billing address for bnpl. */
  readonly threeDs?: { readonly place: Pick<PlaceOrder, 'place'>; readonly bank: ThreeDsBank; readonly authenticate: Pick<AuthenticateOrder, 'run'> };
  readonly setBillingAddress?: Pick<SetBillingAddress, 'run'>;
  /** Issue 10: an item's delivery choice (updateItem with an action) and the pickup contact. */
  readonly fulfilment?: Pick<CartApi, 'updateItem'> & Pick<FulfilmentApi, 'setPickupContact'>;
}

/** The authorisation a PaymentNotAuthorized flash names (its challenge URL's last segment), if any. */
const challengeOf = (placed: PlaceOrderResponse): string | undefined => {
  const url = placed.flash.find((f) => f.type === 'PaymentNotAuthorized')?.challengeUrl;
  return url === undefined ? undefined : decodeURIComponent(url.split('/').at(-1) ?? '');
};

/** Issue 10: the step label of an item's delivery choice. */
function fulfilmentLabel(fulfilment: ScriptFulfilment): string {
  switch (fulfilment.type) {
    case 'home': return 'home delivery';
    case 'pickup': return `pick up in store ${fulfilment.storeId}`;
    case 'sts': return `ship to store ${fulfilment.storeId}`;
    case 'pudo': return `deliver to collection point ${fulfilment.collectionPointId}`;
  }
}

const goesHome = (script: CheckoutScript): boolean => script.items.some((item) => (item.fulfilment?.type ?? 'home') === 'home');

export interface CheckoutReceipt {
  readonly orderNumber: string;
  /** Integer minor units. */
  readonly total: number;
  readonly currency: string;
  /** Issue 9: who paid what (minor units), when the reward or a gift card paid part of it. */
  readonly paid?: { readonly reward: number; readonly giftCards: number; readonly card: number };
}

/** The steps of a scripted checkout, in order, before any of them runs. */
export function checkoutPlan(script: CheckoutScript): StepPlan[] {
  return [
    { id: 'session', label: 'Start guest session' },
    ...(script.account ? [{ id: 'sign-in', label: `Sign in as ${script.account.email} (PKCE; guest cart merged)` }] : []),
    ...script.items.map((item, i) => ({ id: `variant-${i}`, label: `Resolve item ${i + 1}: ${item.productId} ${item.color} / ${item.size}` })),
    ...script.items.map((item, i) => ({ id: `add-${i}`, label: `Add item ${i + 1} to cart (qty ${item.qty})` })),
    ...script.items.flatMap((item, i) => (item.fulfilment === undefined || item.fulfilment.type === 'home' ? [] : [{ id: `fulfilment-${i}`, label: `Item ${i + 1}: ${fulfilmentLabel(item.fulfilment)}` }])),
    ...(script.pickupContact ? [{ id: 'pickup-contact', label: 'Set the pickup contact' }] : []),
    ...script.coupons.map((code, i) => ({ id: `coupon-${i}`, label: `Enter coupon ${code.toUpperCase()}` })),
    ...(script.account ? [{ id: 'express', label: 'Express checkout if the account has a main address and card' }] : []),
    ...(goesHome(script) ? [
      { id: 'shipping-address', label: 'Set shipping address' },
      { id: 'shipping-method', label: `Select shipping method ${script.shippingMethod}` },
    ] : []),
    ...(script.loyaltyVoucher ? [{ id: 'loyalty-voucher', label: `Apply loyalty voucher ${script.loyaltyVoucher} as the reward` }] : []),
    ...script.giftCards.map((card, i) => ({ id: `giftcard-${i}`, label: `Pay with gift card ending ${card.number.slice(-4)}${card.amount ? ` (at most ${formatMoney(card.amount, SITES[script.site].currency, SITES[script.site].locale)})` : ''}` })),
    script.payment.type === 'bnpl'
      ? { id: 'payment', label: 'Pay the rest later (buy now pay later, 4 instalments)' }
      : { id: 'payment', label: 'Add card payment for the rest (tokenised)' },
    { id: 'place-order', label: 'Place order' },
    ...(script.payment.type === 'card' && script.payment.threeDS !== undefined
      ? [{ id: 'three-ds', label: `3-D Secure challenge, if the card asks: ${script.payment.threeDS}` }] : []),
  ];
}

/** A colour, size or product the script names that the catalogue does not have is the script's fault: it names the field. */
function variantFailure(index: number, item: ScriptItem, error: ResolveVariantError): CliError {
  const at = `script.items[${index}]`;
  switch (error.type) {
    case 'ColorNotFound':
      return { type: 'NotInCatalogue', field: `${at}.color`, message: `product ${item.productId} has no colour "${item.color}"` };
    case 'SizeNotFound':
      return { type: 'NotInCatalogue', field: `${at}.size`, message: `product ${item.productId} has no size "${item.size}"` };
    case 'VariantNotFound':
      return { type: 'NotInCatalogue', field: `${at}.size`, message: `product ${item.productId} has no size "${item.size}" in colour "${item.color}"` };
    case 'VariantOutOfStock':
      return commerceFailure(catalogueError('ITEM_OOS', { message: `${item.productId} ${item.color} / ${item.size} (UPC ${error.upc}) is out of stock.` }));
  }
}

/** A script naming coupons, gift cards or a voucher to a checkout built without those ports (a wiring bug, said plainly). */
const missingPort = (field: string, index?: number): CliError =>
  ({ type: 'ScriptInvalid', field: `script.${field}${index === undefined ? '' : `[${index}]`}`, message: 'cannot be used by this checkout (no promotion or payment port wired)' });

/** What a gift card (by its last four digits) pays on the cart. */
const giftCardShare = (cart: Cart, number: string): number =>
  cart.payment_instruments.find((i) => i.payment_method_id === 'GIFT_CARD' && i.giftCard.last4 === number.slice(-4))?.amount ?? 0;

/** A coupon's step detail: what it takes off now, or that it does not apply yet. */
function couponDetail(cart: Cart, code: string, money: (minor: number, cart: Cart) => string): string {
  const item = cart.couponItems.find((c) => c.code.toUpperCase() === code.toUpperCase());
  if (item === undefined) return 'entered';
  return item.status === 'APPLIED' ? `${money(item.discount, cart)} off` : 'entered, not applicable to this cart yet';
}

type Step = <T>(id: string, work: () => ResultAsync<T, CliError>, detail?: (value: T) => string) => ResultAsync<T, CliError>;

/** Runs a checkout script step by step through the core use cases, reporting each step as it starts and ends. */
export class ScriptedCheckout {
  constructor(private readonly useCases: CheckoutUseCases, private readonly clock: Clock) {}

  run(script: CheckoutScript, onStep: StepListener): ResultAsync<CheckoutReceipt, CliError> {
    const u = this.useCases;
    const step: Step = (id, work, detail) => timedStep(this.clock, onStep, id, work, detail);
    const resolve = (item: ScriptItem, i: number) => this.resolveItem(item, i);
    const { clock } = this;
    const money = (minor: number, cart: Pick<Cart, 'totals'>) => formatMoney(minor, cart.totals.currency, SITES[script.site].locale);

    return safeTry(async function* () {
      const session = yield* step('session', () => u.startGuestSession.run().mapErr(commerceFailure), (cart) => `cart ${cart.basketId}`);
      const account = script.account;
      if (account !== undefined && u.signIn !== undefined) {
        const signIn = u.signIn;
        yield* step('sign-in', () => signIn.run({ email: account.email, password: account.password }, () => clock.now().getTime()).mapErr(commerceFailure),
          (signedIn) => `consumer ${signedIn.auth.consumerNo}${signedIn.auth.basketId ? `, cart ${signedIn.auth.basketId}` : ''}`);
      }

      const variants: Variant[] = [];
      for (const [i, item] of script.items.entries()) {
        variants.push(yield* step(`variant-${i}`, () => resolve(item, i), (variant) => `UPC ${variant.upc}`));
      }

      // AddToCart may rebuild a cart the upstream lost (CART_NOT_FOUND): follow the basketId it answers.
      let basketId = session.basketId;
      let lastCart: Cart | undefined;
      for (const [i, item] of script.items.entries()) {
        const line = { productId: item.productId, upc: variants[i]!.upc, qty: item.qty };
        const cart = yield* step(`add-${i}`, () => u.addToCart.run(line).mapErr(commerceFailure), (c) => `${c.totalItems} in cart`);
        basketId = cart.basketId;
        lastCart = cart;
      }

      // Issue 10: each item not delivered home is moved to its store or collection point (updateItem with an action).
      for (const [i, item] of script.items.entries()) {
        const choice = item.fulfilment;
        if (choice === undefined || choice.type === 'home') continue;
        const fulfilment = u.fulfilment;
        if (fulfilment === undefined) return err(missingPort('items', i));
        const line = lastCart?.items.find((l) => l.upc === variants[i]!.upc);
        if (line === undefined) return err({ type: 'ScriptInvalid', field: `script.items[${i}]`, message: 'is not in the cart after adding it' } as CliError);
        const target = choice.type === 'pudo' ? { collectionPointId: choice.collectionPointId } : { storeId: choice.storeId };
        lastCart = yield* step(`fulfilment-${i}`, () => fulfilment.updateItem(basketId, { itemId: line.id, productId: line.productId, upc: line.upc, qty: line.qty, ...target }, { action: choice.type }).mapErr(commerceFailure),
          (c) => {
            const options = c.items.find((l) => l.id === line.id)?.shippingOptions;
            const where = options?.storeInfo?.name ?? options?.collectionPoint?.storeName;
            return `${options?.shippingMethod.code ?? choice.type}${where ? ` at ${where}` : ''}${options?.shippingMethod.deliveryTime ? `, ${options.shippingMethod.deliveryTime}` : ''}`;
          });
      }
      const contact = script.pickupContact;
      if (contact !== undefined) {
        const fulfilment = u.fulfilment;
        if (fulfilment === undefined) return err(missingPort('pickupContact'));
        lastCart = yield* step('pickup-contact', () => fulfilment.setPickupContact(basketId, contact).mapErr(commerceFailure));
      }

      // Issue 9: coupons go on the cart first, so every later total (and the card's share) counts them.
      for (const [i, code] of script.coupons.entries()) {
        const promotions = u.promotions;
        if (promotions === undefined) return err(missingPort('coupons', i));
        lastCart = yield* step(`coupon-${i}`, () => promotions.applyCoupon({ cartId: basketId, code }).mapErr(commerceFailure),
          (c) => couponDetail(c, code, money));
      }

      let express = false;
      if (account !== undefined && u.expressCheckout !== undefined && lastCart !== undefined) {
        const start = u.expressCheckout.start.bind(u.expressCheckout);
        const startCart = lastCart;
        const result = yield* step('express', () => start(startCart).mapErr(commerceFailure),
          (r) => (r.flow.status === 'EXPRESS' ? 'EXPRESS: the account\'s address, default method and saved card' : 'STANDARD: the script\'s address and card'));
        express = result.flow.status === 'EXPRESS';
      }

      if (express) {
        // The EXPRESS steps already put the account's address and the default method on the cart.
        for (const id of ['shipping-address', 'shipping-method']) {
          yield* step(id, () => okAsync(undefined), () => 'from the account (EXPRESS)');
        }
      } else if (goesHome(script)) {
        yield* step('shipping-address', () =>
          u.setShippingAddress.run(basketId, { address: script.shippingAddress, email: script.email }).mapErr(commerceFailure));
        yield* step('shipping-method', () => u.selectShippingMethod.run(basketId, script.shippingMethod).mapErr(commerceFailure));
      }

      // Issue 9: the reward and the gift cards pay before the card, which pays only what they leave (remainingToPay).
      let remaining: number | null = null;
      const voucher = script.loyaltyVoucher;
      if (voucher !== undefined) {
        const promotions = u.promotions;
        if (promotions === undefined) return err(missingPort('loyaltyVoucher'));
        const cart = yield* step('loyalty-voucher', () => promotions.applyReward(basketId, { appliedLoyaltyVoucher: voucher }).mapErr(commerceFailure),
          (c) => `${money(c.reward?.amount ?? 0, c)} off; ${money(c.totals.remainingToPay, c)} left to pay`);
        remaining = cart.totals.remainingToPay;
      }
      for (const [i, card] of script.giftCards.entries()) {
        const payments = u.payments;
        if (payments === undefined) return err(missingPort('giftCards', i));
        const request = { payment_method_id: 'GIFT_CARD' as const, giftCard: { number: card.number, pin: card.pin }, ...(card.amount !== undefined ? { amount: card.amount } : {}) };
        const cart = yield* step(`giftcard-${i}`, () => payments.addPaymentInstrument(basketId, request).mapErr(commerceFailure),
          (c) => `pays ${money(giftCardShare(c, card.number), c)}; ${money(c.totals.remainingToPay, c)} left to pay`);
        remaining = cart.totals.remainingToPay;
      }

      if (express) {
        yield* step('payment', () => okAsync(undefined), () => 'from the account (EXPRESS)');
      } else if (script.payment.type === 'bnpl') {
        // Issue 10 §3: billing address = shipping address (its names are the identity the provider judges), then pay later.
        const payments = u.payments;
        const billing = u.setBillingAddress;
        if (payments === undefined || billing === undefined) return err(missingPort('payment'));
        yield* step('payment', () => billing.run(basketId, script.shippingAddress).mapErr(commerceFailure)
          .andThen(() => payments.addPaymentInstrument(basketId, { payment_method_id: 'PAY_LATER' }).mapErr(commerceFailure)),
        (cart) => {
          const later = cart.payment_instruments.find((i) => i.payment_method_id === 'PAY_LATER');
          return later?.payment_method_id === 'PAY_LATER' ? `pay later: ${later.payLater.instalments} instalments of about ${money(later.payLater.instalmentAmount, cart)}` : 'pay later';
        });
      } else if (remaining === 0) {
        yield* step('payment', () => okAsync(undefined), () => 'nothing left to pay by card');
      } else {
        // Billing address = shipping address; the card goes only to the tokeniser, the cart gets the token.
        yield* step('payment', () =>
          u.addCardPayment.run(basketId, { card: script.card, billingAddress: script.shippingAddress }).mapErr(commerceFailure),
        (cart) => `card ending ${cart.payment_instruments.find((i) => i.payment_method_id === 'CREDIT_CARD')?.card.last4 ?? '????'} pays ${money(cart.totals.remainingToPay, cart)}`);
      }
      const threeDS = script.payment.type === 'card' ? script.payment.threeDS : undefined;
      let order: Order;
      if (threeDS !== undefined) {
        // Issue 10 §3: the card may ask for 3-D Secure: the sandbox bank's page is answered as the script says, then PATCH order.
        const threeDs = u.threeDs;
        if (threeDs === undefined) return err(missingPort('payment.threeDS'));
        const placed = yield* step('place-order', () => threeDs.place.place(basketId).mapErr(commerceFailure),
          (p) => `order ${p.orderNumber}${challengeOf(p) !== undefined ? ': the bank asks for 3-D Secure' : ''}`);
        const authorisationId = challengeOf(placed);
        order = authorisationId === undefined
          ? yield* step('three-ds', () => okAsync(placed.order), () => 'not asked by this card')
          : yield* step('three-ds', () => threeDs.bank.challenge(authorisationId, threeDS === 'approve' ? { decision: 'approve', code: SANDBOX_THREE_DS.approvalCode } : { decision: 'fail' })
            .andThen((answer) => threeDs.authenticate.run(placed.orderNumber, answer.threeDS2Result)).mapErr(commerceFailure), () => 'authenticated');
      } else {
        order = yield* step('place-order', () => u.placeOrder.run(basketId).mapErr(commerceFailure), (o) => `order ${o.orderNumber}`);
        if (order.status === 'AWAITING_AUTHENTICATION') {
          return err<CheckoutReceipt, CliError>({ type: 'ScriptInvalid', field: 'script.payment.threeDS', message: `order ${order.orderNumber} waits for 3-D Secure: say how the challenge ends ("approve" or "fail")` });
        }
      }

      const paidByGiftCards = order.paymentMethods.filter((m) => m.code === 'GIFT_CARD').reduce((sum, m) => sum + (m.amount ?? 0), 0);
      const paidByReward = order.reward?.amount ?? 0;
      const card = Math.max(0, order.totals.total - paidByGiftCards - paidByReward);
      return ok({
        orderNumber: order.orderNumber, total: order.totals.total, currency: order.currency,
        ...(paidByGiftCards + paidByReward > 0 ? { paid: { reward: paidByReward, giftCards: paidByGiftCards, card } } : {}),
      });
    });
  }

  /** The variant for an item's colour and size, from the product's details (core's resolveVariant). */
  private resolveItem(item: ScriptItem, index: number): ResultAsync<Variant, CliError> {
    return this.useCases.products
      .details(item.productId)
      .mapErr((error): CliError => hasErrorId(error, 'PRODUCT_NOT_FOUND')
        ? { type: 'NotInCatalogue', field: `script.items[${index}].productId`, message: `no product ${item.productId} in the catalogue` }
        : commerceFailure(error))
      .andThen((product) => resolveVariant(product, item.color, item.size).mapErr((error) => variantFailure(index, item, error)));
  }
}
