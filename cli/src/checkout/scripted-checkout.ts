import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  catalogueError, hasErrorId, resolveVariant,
  type AddCardPayment, type AddToCart, type Clock, type PlaceOrder, type ProductApi, type ResolveVariantError,
  type SelectShippingMethod, type SetShippingAddress, type StartGuestSession, type Variant,
} from '@switchback/core';
import { commerceFailure, type CliError } from '../shared/cli-error';
import type { StepListener, StepPlan } from '../shared/steps';
import type { CheckoutScript, ScriptItem } from './checkout-script.schema';

/** The same use cases the storefront runs, plus the product details port to resolve variants. */
export interface CheckoutUseCases {
  readonly startGuestSession: Pick<StartGuestSession, 'run'>;
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
    ...script.items.map((item, i) => ({ id: `variant-${i}`, label: `Resolve item ${i + 1}: ${item.productId} ${item.color} / ${item.size}` })),
    ...script.items.map((item, i) => ({ id: `add-${i}`, label: `Add item ${i + 1} to cart (qty ${item.qty})` })),
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

/** Runs a checkout script step by step through the core use cases, reporting each step as it starts and ends. */
export class ScriptedCheckout {
  constructor(private readonly useCases: CheckoutUseCases, private readonly clock: Clock) {}

  run(script: CheckoutScript, onStep: StepListener): ResultAsync<CheckoutReceipt, CliError> {
    const u = this.useCases;
    const step = <T>(id: string, work: () => ResultAsync<T, CliError>, detail?: (value: T) => string) =>
      this.timed(id, onStep, work, detail);

    return step('session', () => u.startGuestSession.run().mapErr(commerceFailure), (cart) => `cart ${cart.basketId}`)
      .andThen((cart) => this.resolveAll(script.items, step).map((variants) => ({ basketId: cart.basketId, variants })))
      .andThen(({ basketId, variants }) =>
        script.items.reduce<ResultAsync<string, CliError>>(
          (previous, item, i) =>
            previous.andThen(() =>
              step(`add-${i}`, () => u.addToCart.run({ productId: item.productId, upc: variants[i]!.upc, qty: item.qty }).mapErr(commerceFailure),
                (cart) => `${cart.totalItems} in cart`).map((cart) => cart.basketId)),
          okAsync(basketId),
        ))
      .andThen((basketId) =>
        step('shipping-address', () =>
          u.setShippingAddress.run(basketId, { address: script.shippingAddress, email: script.email }).mapErr(commerceFailure))
          .andThen(() => step('shipping-method', () => u.selectShippingMethod.run(basketId, script.shippingMethod).mapErr(commerceFailure)))
          .andThen(() =>
            step('payment', () =>
              u.addCardPayment.run(basketId, { card: script.card, billingAddress: script.shippingAddress }).mapErr(commerceFailure),
            (cart) => `card ending ${cart.payment_instruments[0]?.card.last4 ?? '????'}`))
          .andThen(() => step('place-order', () => u.placeOrder.run(basketId).mapErr(commerceFailure), (order) => `order ${order.orderNumber}`)))
      .map((order) => ({ orderNumber: order.orderNumber, total: order.totals.total, currency: order.currency }));
  }

  private resolveAll(
    items: readonly ScriptItem[],
    step: <T>(id: string, work: () => ResultAsync<T, CliError>, detail?: (value: T) => string) => ResultAsync<T, CliError>,
  ): ResultAsync<Variant[], CliError> {
    return items.reduce<ResultAsync<Variant[], CliError>>(
      (previous, item, i) =>
        previous.andThen((found) =>
          step(`variant-${i}`, () =>
            this.useCases.products.details(item.productId)
              .mapErr((error): CliError => hasErrorId(error, 'PRODUCT_NOT_FOUND')
                ? { type: 'NotInCatalogue', field: `script.items[${i}].productId`, message: `no product ${item.productId} in the catalogue` }
                : commerceFailure(error))
              .andThen((product) => {
                const variant = resolveVariant(product, item.color, item.size);
                return variant.isOk() ? okAsync(variant.value) : errAsync(variantFailure(i, item, variant.error));
              }),
          (variant) => `UPC ${variant.upc}`).map((variant) => [...found, variant])),
      okAsync([]),
    );
  }

  private timed<T>(id: string, onStep: StepListener, work: () => ResultAsync<T, CliError>, detail?: (value: T) => string): ResultAsync<T, CliError> {
    const started = this.clock.now().getTime();
    const elapsed = () => Math.max(0, this.clock.now().getTime() - started);
    onStep({ id, status: 'running' });
    return work()
      .map((value) => {
        onStep({ id, status: 'done', durationMs: elapsed(), ...(detail ? { detail: detail(value) } : {}) });
        return value;
      })
      .mapErr((error) => {
        onStep({ id, status: 'failed', durationMs: elapsed(), error });
        return error;
      });
  }
}
