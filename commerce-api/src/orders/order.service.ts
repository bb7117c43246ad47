import type { CheckoutParticipant } from '../checkout/checkout-participant';
import { err, errAsync, ok, okAsync, ResultAsync, type Result } from 'neverthrow';
import {
  clampPage, pageCount, pageStart, transitionOrder,
  type CancelOrderRequest, type Clock, type DeliverOrderRequest, type ReceiveReturnRequest, type DocumentFile, type Order, type OrderEvent,
  type OrderSummary, type OrderTracking, type OrderTransitionError, type PurchaseHistory,
  type ReturnLabelRequest, type ReturnLabelResponse, type ShipOrderRequest, type SupportOrder, type TrackOrderRequest,
} from '@switchback/core';
import type { LocatedStock } from '../fulfilment/located-stock';
import type { Database } from '../database/database.port';
import type { ApiFailure } from '../errors/api-failure';
import type { GuestIdentity } from '../identity/guest-token.service';
import type { PaymentProvider } from '../payments/payment-provider.port';
import type { IdGenerator } from '../platform/random-id';
import { invoiceFileName, renderInvoice } from './documents/invoice.pdf';
import { renderReturnLabel, returnLabelFileName } from './documents/return-label.pdf';
import type { OrderLifecycleRepository, StoredOrder } from './order-lifecycle.repository';
import type { OrderViews } from './order-views';

/** Who calls: the principal of the shopper token (a guest or a registered consumer). */
type Caller = Pick<GuestIdentity, 'customerId' | 'kind'>;

const pdf = (fileName: string, bytes: Buffer): DocumentFile => ({ fileName, contentType: 'application/pdf', contentBase64: bytes.toString('base64') });

/** The one mapping of core's lifecycle errors to the API's failures (the no-op cases are handled before it). */
function lifecycleFailure(error: OrderTransitionError): ApiFailure {
  switch (error.type) {
    case 'NotCancellable':
      return { type: 'OrderNotCancellable' };
    case 'TransitionInvalid':
      return { type: 'OrderTransitionInvalid', message: `This order cannot move: ${error.message}.` };
    case 'ReturnNotAllowed':
      return { type: 'ReturnNotAllowed' };
    case 'ReturnWindowClosed':
      return { type: 'ReturnWindowClosed' };
    case 'AlreadyCancelled':
      return { type: 'OrderTransitionInvalid', message: 'This order is cancelled.' };
    case 'ReturnAlreadyRequested':
      return { type: 'OrderTransitionInvalid', message: 'A return was already opened for this order.' };
    default: {
      const unmapped: never = error;
      throw new Error(`unmapped lifecycle error ${JSON.stringify(unmapped)}`);
    }
  }
}

const summary = (order: Order): OrderSummary => ({
  orderNumber: order.orderNumber,
  createdAt: order.createdAt,
  status: order.status,
  currency: order.currency,
  total: order.totals.total,
  totalUnits: order.totals.totalUnits,
  items: order.items.map((item) => ({ name: item.name, image: item.image, qty: item.qty })),
});

const tracking = (order: Order): OrderTracking => ({
  orderNumber: order.orderNumber,
  createdAt: order.createdAt,
  status: order.status,
  items: order.items.map((item) => ({ upc: item.upc, name: item.name, image: item.image, qty: item.qty, colorName: item.colorName, size: item.size })),
  shipments: order.shipments,
  statusHistory: order.statusHistory,
});

/**
 * After the purchase (issue 8 §1, §2): history, invoice, tracking, cancel, return label, and the support engineer's
 * fulfilment events. Every move of an order goes through core's `transition` on the order row locked in SQL, with
 * its history row in the same transaction. An order is its owner's (the principal whose token placed it): anyone
 * else gets ORDER_NOT_FOUND, as for an unknown number.
 */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderLifecycleRepository,
    /** Issue 10: each line back where it was taken from (a pickup line to its store). */
    private readonly stock: LocatedStock,
    private readonly payments: PaymentProvider,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly views: OrderViews,
    /** Issue 9: what an order used (gift cards, vouchers, points, spend) is given back inside the cancel's transaction. */
    private readonly participants: readonly CheckoutParticipant[] = [],
  ) {}

  /** A page of the consumer's orders, newest first (§9 pagination: the page is clamped into 1..page count). */
  history(caller: Caller, request: { page: number; pageSize: number }): ResultAsync<PurchaseHistory, ApiFailure> {
    const { pageSize } = request;
    return ResultAsync.fromSafePromise((async () => {
      const total = await this.orders.count(caller.customerId);
      const page = clampPage(request.page, pageCount(total, pageSize));
      const orders = await this.orders.page(caller.customerId, pageStart(page, pageSize), pageSize);
      return { orders: orders.map(summary), total, page, pageSize };
    })());
  }

  /** The caller's order with its row, or ORDER_NOT_FOUND (unknown, or someone else's). */
  private owned(caller: Caller, orderNumber: string): ResultAsync<StoredOrder, ApiFailure> {
    return ResultAsync.fromSafePromise(this.orders.find(orderNumber)).andThen((row) =>
      (row && row.ownerId === caller.customerId ? okAsync(row) : errAsync<StoredOrder, ApiFailure>({ type: 'OrderNotFound' })));
  }

  invoice(caller: Caller, orderNumber: string): ResultAsync<DocumentFile, ApiFailure> {
    return this.owned(caller, orderNumber).andThen((row) =>
      ResultAsync.fromSafePromise(renderInvoice(row.order, row.siteId)).map((bytes) => pdf(invoiceFileName(orderNumber), bytes)));
  }

  /**
   * TrackOrder: with an e-mail, the order whose number and e-mail (case-insensitive) both match, whoever asks; without,
   * only a registered consumer's own order. Anything else is TRACK_ORDER_NOT_FOUND (a wrong e-mail as much as an
   * unknown number). Answers no address and no payment.
   */
  track(caller: Caller, request: TrackOrderRequest): ResultAsync<OrderTracking, ApiFailure> {
    return ResultAsync.fromSafePromise(this.orders.find(request.orderNumber)).andThen((row) => {
      const matches = row !== undefined && (request.email !== undefined
        ? row.order.customerEmail.toLowerCase() === request.email.toLowerCase()
        : caller.kind === 'registered' && row.ownerId === caller.customerId);
      return matches ? okAsync(tracking(row.order)) : errAsync<OrderTracking, ApiFailure>({ type: 'TrackOrderNotFound' });
    });
  }

  /**
   * Cancel, owner only, in ONE transaction on the locked order row: the CANCELLED transition (core), the stock put
   * back, the payment authorisation voided, the history row. A cancelled order answers itself again (no second
   * restock or void); a shipped one ORDER_NOT_CANCELLABLE. Anything thrown rolls all of it back.
   */
  cancel(caller: Caller, request: CancelOrderRequest): ResultAsync<Order, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<Order, ApiFailure>> => {
      const row = await this.orders.lock(request.orderNumber);
      if (!row || row.ownerId !== caller.customerId) return err({ type: 'OrderNotFound' });
      const moved = transitionOrder(row.order, { type: 'Cancel', at: this.clock.now(), actor: 'CUSTOMER', reason: request.reason });
      if (moved.isErr()) return moved.error.type === 'AlreadyCancelled' ? ok(row.order) : err(lifecycleFailure(moved.error));
      // Issue 10: a pickup line's units go back to its store, the others to the warehouse.
      await this.stock.giveBack(row.order.items);
      if (row.authorisationId !== null) await this.payments.void(row.authorisationId);
      for (const participant of this.participants) await participant.cancelled?.(row.order, row.ownerId, this.clock.now());
      await this.orders.saveTransition(row.order, moved.value);
      return ok(moved.value);
    })).map((order) => this.views.present(order));
  }

  /**
   * The return label, owner only: a DELIVERED order within the return window opens its return (RETURN_REQUESTED, a
   * return number, a history row); asking again answers the same return and label. Not delivered → RETURN_NOT_ALLOWED,
   * window over → RETURN_WINDOW_CLOSED.
   */
  returnLabel(caller: Caller, orderNumber: string, request: ReturnLabelRequest): ResultAsync<ReturnLabelResponse, ApiFailure> {
    const now = this.clock.now();
    return new ResultAsync(this.db.transaction(async (): Promise<Result<StoredOrder, ApiFailure>> => {
      const row = await this.orders.lock(orderNumber);
      if (!row || row.ownerId !== caller.customerId) return err({ type: 'OrderNotFound' });
      const moved = transitionOrder(row.order, {
        type: 'RequestReturn', at: now, actor: 'CUSTOMER', returnNumber: this.ids.returnNumber(),
        returnWindowDays: this.views.windowDays, reason: request.reason,
      });
      if (moved.isErr()) {
        if (moved.error.type === 'ReturnAlreadyRequested') return ok(row);
        // A cancelled or returned order has nothing (more) to return.
        return err(moved.error.type === 'TransitionInvalid' ? { type: 'ReturnNotAllowed' } : lifecycleFailure(moved.error));
      }
      await this.orders.saveTransition(row.order, moved.value);
      return ok({ ...row, order: moved.value });
    })).andThen((row) => {
      const returnNumber = row.order.returnNumber!;
      const opened = row.order.statusHistory.findLast((entry) => entry.status === 'RETURN_REQUESTED');
      const issuedAt = opened ? new Date(opened.at) : now;
      return ResultAsync.fromSafePromise(renderReturnLabel(row.order, row.siteId, returnNumber, issuedAt)).map((bytes) => ({
        returnNumber,
        order: this.views.present(row.order),
        label: pdf(returnLabelFileName(returnNumber), bytes),
      }));
    });
  }

  // ——— Support (issue 8 §4) ———

  supportOrder(orderNumber: string): ResultAsync<SupportOrder, ApiFailure> {
    return ResultAsync.fromSafePromise(this.orders.find(orderNumber)).andThen((row) => (row
      ? okAsync({ order: this.views.present(row.order), owner: { customerId: row.ownerId, kind: row.ownerKind, siteId: row.siteId } })
      : errAsync<SupportOrder, ApiFailure>({ type: 'OrderNotFound' })));
  }

  ordersByEmail(email: string): ResultAsync<{ orders: OrderSummary[] }, ApiFailure> {
    return ResultAsync.fromSafePromise(this.orders.byEmail(email)).map((orders) => ({ orders: orders.map(summary) }));
  }

  /** The fulfilment side shipped a shipment (support only). A cancelled order can never ship, even racing its cancel. */
  ship(orderNumber: string, request: ShipOrderRequest): ResultAsync<Order, ApiFailure> {
    return this.fulfil(orderNumber, {
      type: 'Ship', at: this.clock.now(), actor: 'SUPPORT', carrier: request.carrier, trackingNumber: request.trackingNumber, shipmentId: request.shipmentId,
    });
  }

  deliver(orderNumber: string, request: DeliverOrderRequest): ResultAsync<Order, ApiFailure> {
    return this.fulfil(orderNumber, { type: 'Deliver', at: this.clock.now(), actor: 'SUPPORT', shipmentId: request.shipmentId });
  }

  /** The returns warehouse received the parcel of a requested return (support only): RETURN_REQUESTED → RETURNED. */
  receiveReturn(orderNumber: string, request: ReceiveReturnRequest): ResultAsync<Order, ApiFailure> {
    return this.fulfil(orderNumber, { type: 'ReceiveReturn', at: this.clock.now(), actor: 'SUPPORT', ...(request.reason !== undefined ? { reason: request.reason } : {}) });
  }

  private fulfil(orderNumber: string, event: OrderEvent): ResultAsync<Order, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<Order, ApiFailure>> => {
      const row = await this.orders.lock(orderNumber);
      if (!row) return err({ type: 'OrderNotFound' });
      const moved = transitionOrder(row.order, event);
      if (moved.isErr()) return err(lifecycleFailure(moved.error));
      await this.orders.saveTransition(row.order, moved.value);
      return ok(moved.value);
    })).map((order) => this.views.present(order));
  }
}
