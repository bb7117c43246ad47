import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import { checkShippingDestination, isPoBox, shippingMethodDeliversTo, storedAddress } from '@switchback/core';
import { destinationFailure } from '../addresses/destination-failure';
import { challengeLapsesAt, threeDsChallengePath } from '@switchback/core';
import type {
  InStoreSalesInfo, OrderPaymentMethod, Flash, AddPaymentInstrumentRequest, AddressInput, Cart, Clock, Order,
  PaymentMethodsResponse, PlaceOrderResponse, PrepareOrderResponse, SetBillingAddressRequest, ShippingMethodsResponse,
} from '@switchback/core';
import { cartView, type CartSnapshot } from '../cart/cart-view';
import { isCardRow, type CartRepository, type CartRow, type PaymentInstrumentRow } from '../cart/cart.repository';
import type { Caller, CartService } from '../cart/cart.service';
import type { ProductUrls } from '../catalog/product-urls';
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
import { linesOrderable, orderReadiness, withdrawnLine } from './order-readiness';
import type { OtherPaymentKind, PaymentKind, PaymentKinds, PaymentRequestOf } from './payment-kinds';
import { chooseRemainderPayer, isRemainderRow } from './remainder-dispatch';
import type { RemainderPayer, RemainderPayers } from './remainder-payer';
import type { OrderAuthentication } from './order-authentication.repository';
import { shipmentsOf } from '../fulfilment/cart-fulfilment';
import { customsShippingMethods, CUSTOMS_SHIPPING_ID } from '../fulfilment/customs-shipping';
import type { LocatedStock } from '../fulfilment/located-stock';

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

/** §8 flash PaymentNotAuthorized (issue 10 §3): the order waits for the three-ds challenge at `challengeUrl`. */
export const PAYMENT_NOT_AUTHORIZED_MESSAGE = 'Your bank asks you to confirm this payment.';
export const paymentNotAuthorized = (authorisationId: string): Flash =>
  ({ type: 'PaymentNotAuthorized', message: PAYMENT_NOT_AUTHORIZED_MESSAGE, challengeUrl: threeDsChallengePath(authorisationId) });

/** How each way to pay is named in the applicable payment methods (GET …/paymentMethods). */
const PAYMENT_METHOD_NAMES: Record<OtherPaymentKind, string> = {
  GIFT_CARD: 'Gift card',
  LOYALTY_POINTS: 'Loyalty points',
  ATHLETES_PAYMENT: 'Athlete payment',
  REWARD_CODE: 'Reward code',
  REWARD_CARD: 'Reward card',
  PAY_LATER: 'Pay later in 4 instalments',
  CARD_PROVIDER_EXPRESS: 'Express checkout',
};

/** §3 Order paymentMethods: every instrument with what it paid (a card: brand and last four; a gift card: its last four). */
function paymentMethodOf(row: PaymentInstrumentRow, amount: number): Order['paymentMethods'][number] {
  if (isCardRow(row)) return { code: row.payment_method_id, id: row.id, type: row.brand, last4: row.last4, amount };
  const last4 = typeof row.details.last4 === 'string' ? row.details.last4 : '';
  return { code: row.payment_method_id, id: row.id, type: row.payment_method_id, last4, amount };
}

/** Shipping, billing, payment and the order itself (§4 order flow). */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly cartService: CartService,
    private readonly carts: CartRepository,
    private readonly orders: OrderRepository,
    /** Issue 10: each line's units from its location (a store's own stock for pickup), guarded, in one lock order. */
    private readonly stock: LocatedStock,
    private readonly payments: PaymentProvider,
    private readonly urls: ProductUrls,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly savedCards: SavedCards,
    /** Issue 8: an order is answered with what the shopper may do with it now (core's lifecycle, the Clock, the return window). */
    private readonly views: OrderViews,
    /** Issue 9: promotions, gift cards, loyalty and spend limits, each with its say inside the place-order transaction. */
    private readonly participants: readonly CheckoutParticipant[] = [],
    /** Issue 9 §3: the ways to pay beside the card (gift cards, loyalty points, rewards, athlete payment), by kind. */
    private readonly paymentKinds: PaymentKinds = {},
    /** Issue 10 §3: who pays the remainder, by kind (card, pay later, wallet, card-provider express): remainder-payer.ts. */
    private readonly remainderPayers: RemainderPayers = {},
    /** Issue 10 §3: orders waiting for 3-D Secure (their authorisation, when the challenge lapses). */
    private readonly authentication?: OrderAuthentication,
    /** Minutes a 3-D Secure challenge may stay unanswered. */
    private readonly challengeMinutes = 15,
  ) {}

  setShippingAddress(caller: Caller, basketId: string, entries: readonly ShippingEntry[]): ResultAsync<Cart, ApiFailure> {
    const entry = entries[0]!;
    return this.cartService.mutate(caller, basketId, async (cart) => {
      if (entry.shippingId !== SHIPMENT_ID) return err(failure.invalid('0.shippingId', `shippingId must be '${SHIPMENT_ID}'`));
      // Issue 10 §2: the validation call's checks (core's checkShippingDestination): CANT_SHIP_THERE, POSTCODE_INVALID, SHIPPING_POBOX_UNAVAILABLE.
      const checked = checkShippingDestination(entry, { siteId: cart.site_id, email: entry.email, shippingMethod: cart.shipping_method ?? undefined });
      if (checked.isErr()) return err(destinationFailure(checked.error, (field) => `0.${field}`));
      await this.carts.setShippingAddress(cart.id, storedAddress(checked.value.address, this.ids.addressId(), 'S'), checked.value.email, this.clock.now());
      return ok(undefined);
    });
  }

  shippingMethods(caller: Caller, basketId: string, shippingId: string): ResultAsync<ShippingMethodsResponse, ApiFailure> {
    // §7 issue 10: the customs shipping id answers the methods of made-to-order (customs) products.
    if (shippingId === CUSTOMS_SHIPPING_ID) {
      return ResultAsync.fromSafePromise(this.carts.findOwned(basketId, caller.customerId)).andThen((cart) => (cart
        ? okAsync(customsShippingMethods(cart.site_id))
        : errAsync<ShippingMethodsResponse, ApiFailure>({ type: 'CartNotFound' })));
    }
    if (shippingId !== SHIPMENT_ID) return errAsync(failure.invalid('shippingId', `shippingId must be '${SHIPMENT_ID}'`));
    return this.cartService.get(caller, basketId).map((cart) => cart.shippingMethods);
  }

  selectShippingMethod(caller: Caller, request: { cartId: string; code: string; shippingId: string }): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, request.cartId, async (cart) => {
      if (request.shippingId !== SHIPMENT_ID) return err(failure.invalid('shippingId', `shippingId must be '${SHIPMENT_ID}'`));
      if (!SITE_PRICING[cart.site_id].shippingMethods.some((m) => m.code === request.code)) {
        return err({ type: 'ShippingMethodInvalid', code: request.code });
      }
      // Issue 10 §2: a courier cannot deliver to the post-office box the cart ships to.
      if (!shippingMethodDeliversTo(cart.site_id, request.code, cart.shipping_address)) {
        return err({ type: 'PoBoxUnavailable', field: isPoBox(cart.shipping_address?.addressLine1) ? 'shippingAddress.addressLine1' : 'shippingAddress.addressLine2' });
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
    const others = (Object.keys(PAYMENT_METHOD_NAMES) as OtherPaymentKind[]).filter((kind) => this.paymentKinds[kind] !== undefined);
    return this.cartService.get(caller, basketId).map(() => ({
      applicablePaymentMethods: [{
        id: 'CREDIT_CARD' as const,
        name: 'Credit or debit card',
        cards: [
          { cardType: 'VISA', name: 'Visa' },
          { cardType: 'MASTERCARD', name: 'Mastercard' },
          { cardType: 'AMEX', name: 'American Express' },
        ],
      }, ...others.map((id) => ({ id, name: PAYMENT_METHOD_NAMES[id], cards: [] }))],
    }));
  }

  /**
   * Adds a way to pay, dispatched on payment_method_id. The card by its provider token only; the provider tells brand,
   * last 4 and expiry; or (issue 7, EXPRESS) a registered consumer's saved card by its paymentInstrumentId: the order
   * will be paid with its stored credential. A guest has no saved cards, and another consumer's card id is as unknown
   * as a made-up one: PaymentInstrumentNotFound. A new card replaces the cart's card; the other kinds (issue 9 §3) go
   * to their handler in `paymentKinds` and sit beside it; a kind with no handler is an invalid payment_method_id.
   */
  addPaymentInstrument(caller: Caller, basketId: string, request: AddPaymentInstrumentRequest): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, basketId, async (cart) => {
      if (request.payment_method_id === 'CREDIT_CARD') return this.addCard(caller, cart, request);
      return this.addOther(caller, cart, request);
    });
  }

  private async addCard(caller: Caller, cart: CartRow, request: Extract<AddPaymentInstrumentRequest, { payment_method_id: 'CREDIT_CARD' }>): Promise<Result<void, ApiFailure>> {
    const now = this.clock.now();
    if (request.paymentInstrumentId !== undefined) {
      const saved = await this.savedCards.card(caller.customerId, request.paymentInstrumentId);
      if (!saved) return err({ type: 'SavedCardNotFound' });
      await this.carts.replaceCard(cart.id, {
        id: this.ids.paymentInstrumentId(), token: saved.credential, brand: saved.brand, last4: saved.last4,
        expiry_month: saved.expiry_month, expiry_year: saved.expiry_year, holder: saved.holder, added_at: now,
      });
      return ok(undefined);
    }
    const oneTime = request.paymentCard!;
    // The token's single use is recorded in this transaction: if storing the instrument fails, it stays unused.
    const card = await this.payments.claim(oneTime.token, caller.customerId);
    if (card.isErr()) return err(card.error);
    await this.carts.replaceCard(cart.id, {
      id: this.ids.paymentInstrumentId(), token: oneTime.token, brand: card.value.brand, last4: card.value.last4,
      expiry_month: card.value.expiryMonth, expiry_year: card.value.expiryYear, holder: oneTime.holder, added_at: now,
    });
    return ok(undefined);
  }

  private async addOther<K extends OtherPaymentKind>(caller: Caller, cart: CartRow, request: PaymentRequestOf<K>): Promise<Result<void, ApiFailure>> {
    const kind = request.payment_method_id as K;
    const handler = this.paymentKinds[kind] as PaymentKind<K> | undefined;
    if (!handler) return err(failure.invalid('payment_method_id', `${kind} is not accepted on this cart`));
    const snapshot = await this.cartService.snapshot(cart);
    const now = this.clock.now();
    const added = await handler.add({ caller, cart, snapshot, view: cartView(snapshot, this.urls), request, now });
    if (added.isErr()) return err(added.error);
    const inserted = await this.carts.addInstrument(cart.id, {
      id: this.ids.paymentInstrumentId(), payment_method_id: kind, reference: added.value.reference,
      requested_amount: added.value.requestedAmount, details: added.value.details, added_at: now,
    });
    return inserted ? ok(undefined) : err(handler.duplicate);
  }

  /** Takes one instrument off the cart (its kind gives back what it reserved, e.g. a gift card's hold); unknown id → PaymentInstrumentNotFound. */
  removePaymentInstrument(caller: Caller, basketId: string, paymentInstrumentId: string): ResultAsync<Cart, ApiFailure> {
    return this.cartService.mutate(caller, basketId, async (cart) => {
      const removed = await this.carts.removeInstrument(cart.id, paymentInstrumentId);
      if (!removed) return err({ type: 'PaymentInstrumentNotFound', field: 'payment_instrument_id' });
      if (!isRemainderRow(removed)) await this.kindOf(removed)?.removed?.(cart, removed, this.clock.now());
      return ok(undefined);
    });
  }

  private kindOf(row: PaymentInstrumentRow): PaymentKind<OtherPaymentKind> | undefined {
    return this.paymentKinds[row.payment_method_id as OtherPaymentKind] as PaymentKind<OtherPaymentKind> | undefined;
  }

  /** Each instrument that is not the card, with what the priced cart has it pay. */
  private otherAmounts(snapshot: CartSnapshot, view: Cart): { row: PaymentInstrumentRow; amount: number }[] {
    const amounts = new Map(view.payment_instruments.map((pi) => [pi.payment_instrument_id, pi.amount]));
    return snapshot.instruments.filter((row) => !isRemainderRow(row)).map((row) => ({ row, amount: amounts.get(row.id) ?? 0 }));
  }

  /**
   * Can the cart become an order? When it can, each instrument's kind reserves what it pays (a gift card's hold), all
   * in one transaction: a refusal (GC_BALANCE_CHANGED) reserves nothing, and the kind refreshes what the cart shows.
   */
  prepareOrder(caller: Caller, basketId: string, paymentMethod?: 'WALLET'): ResultAsync<PrepareOrderResponse, ApiFailure> {
    return new ResultAsync(this.prepare(caller, basketId, paymentMethod === 'WALLET'));
  }

  private async prepare(caller: Caller, basketId: string, namedPayment: boolean): Promise<Result<PrepareOrderResponse, ApiFailure>> {
    let refused: { cart: CartRow; rows: readonly PaymentInstrumentRow[] } | undefined;
    const result = await this.db.transaction(async (): Promise<Result<PrepareOrderResponse, ApiFailure>> => {
      const locked = await this.carts.findOwned(basketId, caller.customerId, true);
      if (!locked) return err(await this.cartService.missing(caller, basketId));
      // Issue 10 §4: lines whose delivery no longer holds move first, and are announced in the answer's flash.
      const moved = await this.cartService.settle(locked);
      const cart = (await this.carts.findOwned(basketId, caller.customerId))!;
      const snapshot = await this.cartService.snapshot(cart);
      const view = cartView(snapshot, this.urls);
      const orderable = linesOrderable(snapshot);
      if (orderable.isErr()) return err(orderable.error);
      // The wallet names its payment when the order is placed (issue 10): nothing on the cart pays the remainder yet.
      const ready = orderReadiness(snapshot, view.totals.remainingToPay, namedPayment || undefined);
      if (ready.isErr()) return err(ready.error);
      const now = this.clock.now();
      for (const { row, amount } of this.otherAmounts(snapshot, view)) {
        const prepared = await this.kindOf(row)?.prepare?.({ cart, view, row, amount, now });
        if (prepared?.isErr()) {
          refused = { cart, rows: snapshot.instruments };
          return err(prepared.error);
        }
      }
      const fresh = cartView(await this.cartService.snapshot(cart), this.urls);
      return ok({ basketId, ready: true, total: fresh.totals.total, currency: fresh.currency, flash: [...moved, ...fresh.flash] });
    });
    if (refused) {
      const { cart, rows } = refused;
      for (const row of rows) if (!isRemainderRow(row)) await this.kindOf(row)?.refresh?.(cart, row);
    }
    return result;
  }

  /**
   * Places the order in ONE transaction: lock the cart, guarded stock decrements, payment authorisation, order insert,
   * cart marked ordered. Any failure rolls all of it back (and voids an authorisation already given).
   * A basket becomes at most one order: placing it again answers the first order. An Idempotency-Key replays its
   * first order only for the same request (same fingerprint); with a different request it is IdempotencyKeyReused
   * and nothing changes. The order's first history row (CREATED by SYSTEM) is written in the same transaction.
   */
  placeOrder(
    caller: Caller, basketId: string, idempotency: Idempotency | undefined, inStore?: InStoreSalesInfo, paymentMethod?: OrderPaymentMethod,
  ): ResultAsync<PlaceOrderResponse, ApiFailure> {
    return new ResultAsync(this.place(caller, basketId, idempotency, inStore, paymentMethod)).andThen((order) => ResultAsync.fromSafePromise(this.answer(order)));
  }

  /**
   * The answer of placing (first time or replayed): the order, and while it waits for 3-D Secure (issue 10 §3) the
   * PaymentNotAuthorized flash naming its challenge.
   */
  private async answer(order: Order): Promise<PlaceOrderResponse> {
    const waiting = order.status === 'AWAITING_AUTHENTICATION' ? await this.authentication?.authorisationOf(order.orderNumber) : undefined;
    return { orderNumber: order.orderNumber, flash: waiting ? [paymentNotAuthorized(waiting)] : [], order: this.views.present(order) };
  }

  /** §1: the order, to the principal who placed it (a guest owns what its token placed); anyone else: OrderNotFound. */
  order(caller: Caller, orderNumber: string): ResultAsync<Order, ApiFailure> {
    return ResultAsync.fromSafePromise(this.orders.byNumber(caller.customerId, orderNumber))
      .andThen((order) => (order ? okAsync(this.views.present(order)) : errAsync<Order, ApiFailure>({ type: 'OrderNotFound' })));
  }

  /** Each participant's after-commit step (mail). A failure there is swallowed: the order is placed whatever happens. */
  private async afterCommit(placing: PlacingOrder, order: Order): Promise<void> {
    for (const participant of this.participants) await participant.committed?.(placing, order).catch(() => undefined);
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

  private async place(
    caller: Caller, basketId: string, idempotency: Idempotency | undefined, inStore: InStoreSalesInfo | undefined, paymentMethod: OrderPaymentMethod | undefined,
  ): Promise<Result<Order, ApiFailure>> {
    const first = await this.existing(caller, basketId, idempotency);
    if (first) return first;
    let authorisation: { payer: RemainderPayer; id: string } | undefined;
    let fresh: { placing: PlacingOrder; order: Order } | undefined;
    try {
      const result = await this.db.transaction(async (): Promise<Result<Order, ApiFailure>> => {
        const cart = await this.carts.findOwned(basketId, caller.customerId, true);
        if (!cart) return err(await this.cartService.missing(caller, basketId));
        const already = await this.orders.byBasket(caller.customerId, basketId);
        if (already) return ok(already);
        const snapshot = await this.cartService.snapshot(cart);
        const withdrawn = withdrawnLine(snapshot);
        if (withdrawn) return err(withdrawn);
        const view = cartView(snapshot, this.urls);
        // Issue 10: the order's paymentMethod code when given, else the cart's remainder instrument (remainder-dispatch.ts).
        const remainder = chooseRemainderPayer(this.remainderPayers, snapshot.instruments, paymentMethod);
        const ready = orderReadiness(snapshot, view.totals.remainingToPay, remainder !== undefined);
        if (ready.isErr()) return err(ready.error);
        const orderNumber = this.ids.orderNumber();
        const placing: PlacingOrder = { caller, orderNumber, siteId: cart.site_id, snapshot, view, now: this.clock.now() };
        const refused = await runParticipants(this.participants, (p) => p.check?.(placing));
        if (refused) return err(refused);
        // Issue 10: each line from its location (store stock for pickup), guarded, in one fixed lock order.
        const taken = await this.stock.take(snapshot.items);
        if (taken.isErr()) return err(taken.error);
        // The remainder's payer pays what the other instruments leave (remainingToPay); nothing to authorise when they pay it all.
        // A card whose bank asks for 3-D Secure leaves the order waiting for the challenge (issue 10 §3): stock held, nothing captured.
        let challenged = false;
        if (remainder && view.totals.remainingToPay > 0) {
          const outcome = await remainder.payer.authorise({ placing, row: remainder.row, paymentMethod, amountMinor: view.totals.remainingToPay });
          if (outcome.isErr()) return err(outcome.error);
          authorisation = { payer: remainder.payer, id: outcome.value.authorisationId };
          challenged = outcome.value.type === 'ChallengeRequired';
        }
        const authorisationId = authorisation?.id;
        const amounts = new Map(view.payment_instruments.map((pi) => [pi.payment_instrument_id, pi.amount]));
        const createdAt = this.clock.now().toISOString();
        const order: Order = {
          orderNumber,
          basketId,
          status: challenged ? 'AWAITING_AUTHENTICATION' : 'CREATED',
          createdAt,
          currency: view.currency,
          customerEmail: (cart.customer_email ?? cart.pickup_contact?.email)!,
          items: view.items,
          totals: view.totals,
          shippingAddress: cart.shipping_address,
          billingAddress: cart.billing_address!,
          // Issue 10: one shipment per fulfilment group (home, pickup per store, ship-to-store per store, collection point).
          shipments: shipmentsOf(view.items, cart.shipping_method, orderNumber),
          paymentMethods: [
            // A card left on the cart pays nothing when another remainder payer (the wallet, the express payment) paid.
            ...snapshot.instruments.filter((row) => !(remainder && remainder.kind !== 'CREDIT_CARD' && isCardRow(row))).map((row) => paymentMethodOf(row, amounts.get(row.id) ?? 0)),
            // Issue 10: the wallet the order named paid the remainder (its authorisation; no card details reach us).
            ...(remainder?.kind === 'WALLET' && authorisation
              ? [{ code: 'WALLET', id: authorisation.id, type: 'WALLET', last4: '', amount: view.totals.remainingToPay }]
              : []),
          ],
          ...(inStore !== undefined ? { inStoreSalesInfo: { storeId: inStore.storeId, storeEmployeeId: inStore.storeEmployeeId } } : {}),
          statusHistory: [{ status: challenged ? 'AWAITING_AUTHENTICATION' : 'CREATED', at: createdAt, actor: 'SYSTEM' }],
          actions: { cancel: true, returnLabel: false },
          promoSummary: view.promoSummary,
          orderPromotions: view.orderPromotions,
          couponItems: view.couponItems,
          priceAdjustments: view.priceAdjustments,
          reward: view.reward,
          bounceBackVouchers: view.bounceBackVouchers,
        };
        await this.orders.insert(order, { ownerId: caller.customerId, siteId: cart.site_id, idempotency, authorisationId });
        if (challenged) await this.authentication?.markAwaiting(orderNumber, challengeLapsesAt(placing.now, this.challengeMinutes));
        const unrecorded = await runParticipants(this.participants, (p) => p.placed?.(placing, order));
        if (unrecorded) throw new ParticipantRefusal(unrecorded);
        await this.carts.markOrdered(cart.id, this.clock.now());
        fresh = { placing, order };
        return ok(order);
      });
      if (result.isErr() && authorisation) await authorisation.payer.void(authorisation.id);
      // An order waiting for 3-D Secure is not placed yet: what cannot be rolled back (mail) waits too.
      if (result.isOk() && fresh && fresh.order.status !== 'AWAITING_AUTHENTICATION') await this.afterCommit(fresh.placing, fresh.order);
      return result;
    } catch (error) {
      if (authorisation) await authorisation.payer.void(authorisation.id).catch(() => undefined);
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
