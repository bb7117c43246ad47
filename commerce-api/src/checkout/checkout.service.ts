import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { shipsTo, SITES, storedAddress } from '@switchback/core';
import type {
  InStoreSalesInfo,
  AddPaymentInstrumentRequest, AddressInput, Cart, Clock, Order, PaymentMethodsResponse, PlaceOrderResponse,
  PrepareOrderResponse, SetBillingAddressRequest, ShippingMethodsResponse,
} from '@switchback/core';
import { cartView } from '../cart/cart-view';
import type { CartRepository } from '../cart/cart.repository';
import type { Caller, CartService } from '../cart/cart.service';
import type { ProductUrls } from '../catalog/product-urls';
import type { StockRepository } from '../catalog/stock.repository';
import { isUniqueViolation, type Database } from '../database/database.port';
import { failure, type ApiFailure } from '../errors/api-failure';
import type { CardRow } from '../consumer/consumer.repository';
import type { PaymentProvider } from '../payments/payment-provider.port';
import type { OrderViews } from '../orders/order-views';
import type { IdGenerator } from '../platform/random-id';
import { SITE_PRICING } from '../sites/site-config';
import { checkAddress } from './address-rules';
import { runParticipants, type CheckoutParticipant, type PlacingOrder } from './checkout-participant';
import type { Idempotency, OrderRepository } from './order.repository';
import { orderReadiness } from './order-readiness';

/** The only shipment of this slice ("me": home delivery to the shipping address). */
const SHIPMENT_ID = 'me';

/** A registered consumer's saved cards, by id (issue 7: paying with a saved card's stored credential). */
export interface SavedCards {
  card(customerId: string, paymentInstrumentId: string): Promise<CardRow | undefined>;
}

type ShippingEntry = AddressInput & { email: string; shippingId: string };

/** Thrown (to roll the transaction back) when a participant refuses after the order row was written. */
class ParticipantRefusal extends Error {
  constructor(readonly failure: ApiFailure) {
    super(`checkout participant refused: ${failure.type}`);
  }
}

const placed = (order: Order): PlaceOrderResponse => ({ orderNumber: order.orderNumber, flash: [], order });

/** Shipping, billing, payment and the order itself (§4 order flow). */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly cartService: CartService,
    private readonly carts: CartRepository,
    private readonly orders: OrderRepository,
    private readonly stock: StockRepository,
    private readonly payments: PaymentProvider,
    private readonly urls: ProductUrls,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly savedCards: SavedCards,
    /** Issue 8: an order is answered with what the shopper may do with it now (core's lifecycle, the Clock, the return window). */
    private readonly views: OrderViews,
    /** Issue 9: promotions, gift cards, loyalty and spend limits, each with its say inside the place-order transaction. */
    private readonly participants: readonly CheckoutParticipant[] = [],
  ) {}

  setShippingAddress(caller: Caller, basketId: string, entries: readonly ShippingEntry[]): ResultAsync<Cart, ApiFailure> {
    const entry = entries[0]!;
    return this.cartService.mutate(caller, basketId, async (cart) => {
      if (entry.shippingId !== SHIPMENT_ID) return err(failure.invalid('0.shippingId', `shippingId must be '${SHIPMENT_ID}'`));
      if (!shipsTo(SITES[cart.site_id], entry.countryCode)) return err({ type: 'CantShipThere', countryCode: entry.countryCode });
      const checked = checkAddress(entry, entry.email, (field) => `0.${field}`);
      if (checked.isErr()) return err(checked.error);
      await this.carts.setShippingAddress(cart.id, storedAddress(checked.value, this.ids.addressId(), 'S'), entry.email, this.clock.now());
      return ok(undefined);
    });
  }

  shippingMethods(caller: Caller, basketId: string, shippingId: string): ResultAsync<ShippingMethodsResponse, ApiFailure> {
    if (shippingId !== SHIPMENT_ID) return errAsync(failure.invalid('shippingId', `shippingId must be '${SHIPMENT_ID}'`));
    return this.cartService.get(caller, basketId).map((cart) => cart.shippingMethods);
  }

  selectShippingMethod(caller: Caller, request: { cartId: string; code: string; shippingId: string }): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, request.cartId, async (cart) => {
      if (request.shippingId !== SHIPMENT_ID) return err(failure.invalid('shippingId', `shippingId must be '${SHIPMENT_ID}'`));
      if (!SITE_PRICING[cart.site_id].shippingMethods.some((m) => m.code === request.code)) {
        return err({ type: 'ShippingMethodInvalid', code: request.code });
      }
      await this.carts.setShippingMethod(cart.id, request.code, this.clock.now());
      return ok(undefined);
    });
  }

  setBillingAddress(caller: Caller, basketId: string, request: SetBillingAddressRequest): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, basketId, async (cart) => {
      const given = { ...request.address, phone: request.phone ?? request.address.phone };
      const checked = checkAddress(given, undefined, (field) => (field === 'phone' && request.phone !== undefined ? 'phone' : `address.${field}`));
      if (checked.isErr()) return err(checked.error);
      const billing = storedAddress(checked.value, this.ids.addressId(), 'B');
      await this.carts.setBillingAddress(cart.id, billing, this.clock.now());
      return ok(undefined);
    });
  }

  paymentMethods(caller: Caller, basketId: string): ResultAsync<PaymentMethodsResponse, ApiFailure> {
    return this.cartService.get(caller, basketId).map(() => ({
      applicablePaymentMethods: [{
        id: 'CREDIT_CARD' as const,
        name: 'Credit or debit card',
        cards: [
          { cardType: 'VISA', name: 'Visa' },
          { cardType: 'MASTERCARD', name: 'Mastercard' },
          { cardType: 'AMEX', name: 'American Express' },
        ],
      }],
    }));
  }

  /**
   * Adds the card by its provider token only; the provider tells brand, last 4 and expiry. Or (issue 7, EXPRESS) a
   * registered consumer's saved card by its paymentInstrumentId: the order will be paid with its stored credential.
   * A guest has no saved cards, and another consumer's card id is as unknown as a made-up one: PaymentInstrumentNotFound.
   */
  addPaymentInstrument(caller: Caller, basketId: string, request: AddPaymentInstrumentRequest): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, basketId, async (cart) => {
      if (request.payment_method_id !== 'CREDIT_CARD') {
        return err(failure.invalid('payment_method_id', `${request.payment_method_id} is not accepted on this cart`));
      }
      if (request.paymentInstrumentId !== undefined) {
        const saved = await this.savedCards.card(caller.customerId, request.paymentInstrumentId);
        if (!saved) return err({ type: 'SavedCardNotFound' });
        await this.carts.replacePaymentInstrument(cart.id, {
          id: this.ids.paymentInstrumentId(), token: saved.credential, brand: saved.brand, last4: saved.last4,
          expiry_month: saved.expiry_month, expiry_year: saved.expiry_year, holder: saved.holder,
        });
        return ok(undefined);
      }
      const oneTime = request.paymentCard!;
      // The token's single use is recorded in this transaction: if storing the instrument fails, it stays unused.
      const card = await this.payments.claim(oneTime.token, caller.customerId);
      if (card.isErr()) return err(card.error);
      await this.carts.replacePaymentInstrument(cart.id, {
        id: this.ids.paymentInstrumentId(), token: oneTime.token, brand: card.value.brand, last4: card.value.last4,
        expiry_month: card.value.expiryMonth, expiry_year: card.value.expiryYear, holder: oneTime.holder,
      });
      return ok(undefined);
    });
  }

  prepareOrder(caller: Caller, basketId: string): ResultAsync<PrepareOrderResponse, ApiFailure> {
    return ResultAsync.fromSafePromise(this.carts.findOwned(basketId, caller.customerId)).andThen((cart) => {
      if (!cart) return errAsync<PrepareOrderResponse, ApiFailure>({ type: 'CartNotFound' });
      return ResultAsync.fromSafePromise(this.cartService.snapshot(cart)).andThen((snapshot) =>
        orderReadiness(snapshot).map(() => {
          const view = cartView(snapshot, this.urls);
          return { basketId, ready: true, total: view.totals.total, currency: view.currency, flash: view.flash };
        }));
    });
  }

  /**
   * Places the order in ONE transaction: lock the cart, guarded stock decrements, payment authorisation, order insert,
   * cart marked ordered. Any failure rolls all of it back (and voids an authorisation already given).
   * A basket becomes at most one order: placing it again answers the first order. An Idempotency-Key replays its
   * first order only for the same request (same fingerprint); with a different request it is IdempotencyKeyReused
   * and nothing changes. The order's first history row (CREATED by SYSTEM) is written in the same transaction.
   */
  placeOrder(caller: Caller, basketId: string, idempotency: Idempotency | undefined, inStore?: InStoreSalesInfo): ResultAsync<PlaceOrderResponse, ApiFailure> {
    return new ResultAsync(this.place(caller, basketId, idempotency, inStore)).map((order) => placed(this.views.present(order)));
  }

  /** §1: the order, to the principal who placed it (a guest owns what its token placed); anyone else: OrderNotFound. */
  order(caller: Caller, orderNumber: string): ResultAsync<Order, ApiFailure> {
    return ResultAsync.fromSafePromise(this.orders.byNumber(caller.customerId, orderNumber))
      .andThen((order) => (order ? okAsync(this.views.present(order)) : errAsync<Order, ApiFailure>({ type: 'OrderNotFound' })));
  }

  /** The answer already decided for this request, if any: the key's order (or a reused key), else the basket's order. */
  private async existing(caller: Caller, basketId: string, idempotency: Idempotency | undefined): Promise<Result<Order, ApiFailure> | undefined> {
    if (idempotency) {
      const byKey = await this.orders.byIdempotencyKey(caller.customerId, idempotency.key);
      if (byKey) {
        // Orders placed before fingerprints were stored (null) replay as before.
        const same = byKey.fingerprint === null || byKey.fingerprint === idempotency.fingerprint;
        return same ? ok(byKey.order) : err({ type: 'IdempotencyKeyReused' });
      }
    }
    const byBasket = await this.orders.byBasket(caller.customerId, basketId);
    return byBasket ? ok(byBasket) : undefined;
  }

  private async place(caller: Caller, basketId: string, idempotency: Idempotency | undefined, inStore: InStoreSalesInfo | undefined): Promise<Result<Order, ApiFailure>> {
    const first = await this.existing(caller, basketId, idempotency);
    if (first) return first;
    let authorisationId: string | undefined;
    try {
      const result = await this.db.transaction(async (): Promise<Result<Order, ApiFailure>> => {
        const cart = await this.carts.findOwned(basketId, caller.customerId, true);
        if (!cart) return err({ type: 'CartNotFound' });
        const already = await this.orders.byBasket(caller.customerId, basketId);
        if (already) return ok(already);
        const snapshot = await this.cartService.snapshot(cart);
        const ready = orderReadiness(snapshot);
        if (ready.isErr()) return err(ready.error);
        const view = cartView(snapshot, this.urls);
        const orderNumber = this.ids.orderNumber();
        const placing: PlacingOrder = { caller, orderNumber, siteId: cart.site_id, snapshot, view, now: this.clock.now() };
        const refused = await runParticipants(this.participants, (p) => p.check?.(placing));
        if (refused) return err(refused);
        // Fixed lock order (by UPC) so concurrent orders sharing variants cannot deadlock.
        for (const item of [...snapshot.items].sort((a, b) => a.upc.localeCompare(b.upc))) {
          if (!(await this.stock.decrement(item.upc, item.qty))) return err({ type: 'ItemOutOfStock', upc: item.upc });
        }
        const instrument = snapshot.instrument!;
        const authorisation = await this.payments.authorise({
          token: instrument.token, amountMinor: view.totals.total, currency: view.currency, reference: orderNumber,
        });
        if (authorisation.isErr()) return err(authorisation.error);
        authorisationId = authorisation.value.authorisationId;
        const createdAt = this.clock.now().toISOString();
        const order: Order = {
          orderNumber,
          basketId,
          status: 'CREATED',
          createdAt,
          currency: view.currency,
          customerEmail: cart.customer_email!,
          items: view.items,
          totals: view.totals,
          shippingAddress: cart.shipping_address!,
          billingAddress: cart.billing_address!,
          shipments: [{ shipmentId: SHIPMENT_ID, shippingMethod: cart.shipping_method!, status: 'PENDING' }],
          paymentMethods: [{ code: instrument.payment_method_id, id: instrument.id, type: instrument.brand, last4: instrument.last4 }],
          ...(inStore !== undefined ? { inStoreSalesInfo: { storeId: inStore.storeId, storeEmployeeId: inStore.storeEmployeeId } } : {}),
          statusHistory: [{ status: 'CREATED', at: createdAt, actor: 'SYSTEM' }],
          actions: { cancel: true, returnLabel: false },
          promoSummary: view.promoSummary,
          orderPromotions: view.orderPromotions,
          couponItems: view.couponItems,
          priceAdjustments: view.priceAdjustments,
          reward: view.reward,
          bounceBackVouchers: view.bounceBackVouchers,
        };
        await this.orders.insert(order, { ownerId: caller.customerId, siteId: cart.site_id, idempotency, authorisationId });
        const unrecorded = await runParticipants(this.participants, (p) => p.placed?.(placing, order));
        if (unrecorded) throw new ParticipantRefusal(unrecorded);
        await this.carts.markOrdered(cart.id, this.clock.now());
        return ok(order);
      });
      if (result.isErr() && authorisationId) await this.payments.void(authorisationId);
      return result;
    } catch (error) {
      if (authorisationId) await this.payments.void(authorisationId).catch(() => undefined);
      // A participant refused after the order row was written: thrown so the transaction rolls back, answered as its failure.
      if (error instanceof ParticipantRefusal) return err(error.failure);
      // A concurrent request with the same Idempotency-Key (or basket) won the unique constraint: answer its order,
      // or IdempotencyKeyReused when it was a different request. This transaction was rolled back: nothing changed.
      if (isUniqueViolation(error)) {
        const winner = await this.existing(caller, basketId, idempotency);
        if (winner) return winner;
      }
      throw error;
    }
  }
}
