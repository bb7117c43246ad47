import { ok, okAsync, safeTry, type ResultAsync } from 'neverthrow';
import {
  catalogueError, hasErrorId, resolveVariant, type Cart,
  type AddCardPayment, type AddToCart, type Clock, type PlaceOrder, type ProductApi, type ResolveVariantError,
  type ExpressCheckout, type SelectShippingMethod, type SetShippingAddress, type SignIn, type StartGuestSession, type Variant,
} from '@switchback/core';
import { commerceFailure, type CliError } from '../shared/cli-error';
import { timedStep, type StepListener, type StepPlan } from '../shared/steps';
import type { CheckoutScript, ScriptItem } from './checkout-script.schema';

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
}

export interface CheckoutReceipt {
  readonly orderNumber: string;
  /** Integer minor units. */
  readonly total: number;
  readonly currency: string;
}

/** The steps of a scripted checkout, in order, before any of them runs. */
export function checkoutPlan(script: CheckoutScript): StepPlan[] {
  return [
    { id: 'session', label: 'Start guest session' },
    ...(script.account ? [{ id: 'sign-in', label: `Sign in as ${script.account.email} (PKCE; guest cart merged)` }] : []),
    ...script.items.map((item, i) => ({ id: `variant-${i}`, label: `Resolve item ${i + 1}: ${item.productId} ${item.color} / ${item.size}` })),
    ...script.items.map((item, i) => ({ id: `add-${i}`, label: `Add item ${i + 1} to cart (qty ${item.qty})` })),
    ...(script.account ? [{ id: 'express', label: 'Express checkout if the account has a main address and card' }] : []),
    { id: 'shipping-address', label: 'Set shipping address' },
    { id: 'shipping-method', label: `Select shipping method ${script.shippingMethod}` },
    { id: 'payment', label: 'Add card payment (tokenised)' },
    { id: 'place-order', label: 'Place order' },
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

type Step = <T>(id: string, work: () => ResultAsync<T, CliError>, detail?: (value: T) => string) => ResultAsync<T, CliError>;

/** Runs a checkout script step by step through the core use cases, reporting each step as it starts and ends. */
export class ScriptedCheckout {
  constructor(private readonly useCases: CheckoutUseCases, private readonly clock: Clock) {}

  run(script: CheckoutScript, onStep: StepListener): ResultAsync<CheckoutReceipt, CliError> {
    const u = this.useCases;
    const step: Step = (id, work, detail) => timedStep(this.clock, onStep, id, work, detail);
    const resolve = (item: ScriptItem, i: number) => this.resolveItem(item, i);
    const { clock } = this;

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

      let express = false;
      if (account !== undefined && u.expressCheckout !== undefined && lastCart !== undefined) {
        const start = u.expressCheckout.start.bind(u.expressCheckout);
        const startCart = lastCart;
        const result = yield* step('express', () => start(startCart).mapErr(commerceFailure),
          (r) => (r.flow.status === 'EXPRESS' ? 'EXPRESS: the account\'s address, default method and saved card' : 'STANDARD: the script\'s address and card'));
        express = result.flow.status === 'EXPRESS';
      }

      if (express) {
        // The EXPRESS steps already put the account's address, the default method and the saved card on the cart.
        for (const id of ['shipping-address', 'shipping-method', 'payment']) {
          yield* step(id, () => okAsync(undefined), () => 'from the account (EXPRESS)');
        }
      } else {
        yield* step('shipping-address', () =>
          u.setShippingAddress.run(basketId, { address: script.shippingAddress, email: script.email }).mapErr(commerceFailure));
        yield* step('shipping-method', () => u.selectShippingMethod.run(basketId, script.shippingMethod).mapErr(commerceFailure));
        // Billing address = shipping address; the card goes only to the tokeniser, the cart gets the token.
        yield* step('payment', () =>
          u.addCardPayment.run(basketId, { card: script.card, billingAddress: script.shippingAddress }).mapErr(commerceFailure),
        (cart) => `card ending ${cart.payment_instruments.find((i) => i.payment_method_id === 'CREDIT_CARD')?.card.last4 ?? '????'}`);
      }
      const order = yield* step('place-order', () => u.placeOrder.run(basketId).mapErr(commerceFailure), (o) => `order ${o.orderNumber}`);

      return ok({ orderNumber: order.orderNumber, total: order.totals.total, currency: order.currency });
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
