import { err, ok, ResultAsync, type Result } from 'neverthrow';
import {
  AUTHENTICATION_RESET_REASON, challengeLapsed, transitionOrder, type Clock, type Order, type OrderPaymentMethod, type PlaceOrderResponse, type SiteId,
} from '@switchback/core';
import type { Caller } from '../cart/cart.service';
import type { Database } from '../database/database.port';
import { failure, type ApiFailure } from '../errors/api-failure';
import type { OrderLifecycleRepository, StoredOrder } from '../orders/order-lifecycle.repository';
import type { OrderViews } from '../orders/order-views';
import type { PaymentProvider } from '../payments/payment-provider.port';
import type { LocatedStock } from '../fulfilment/located-stock';
import type { CheckoutParticipant } from './checkout-participant';
import type { OrderAuthentication } from './order-authentication.repository';

/** `siteId` only on the patch that authenticated the order now (its after-commit steps are due); absent on a replay. */
type Settled = { readonly type: 'Placed'; readonly order: Order; readonly siteId?: SiteId } | { readonly type: 'Reset' };

const RESET_REASONS: readonly string[] = Object.values(AUTHENTICATION_RESET_REASON);

/** Was this order waiting for 3-D Secure once, and how did that end? (its history says: core wrote every move.) */
function settledBefore(order: Order): Settled | undefined {
  if (!order.statusHistory.some((entry) => entry.status === 'AWAITING_AUTHENTICATION')) return undefined;
  const reset = order.statusHistory.find((entry) => entry.status === 'CANCELLED' && entry.reason !== undefined && RESET_REASONS.includes(entry.reason));
  if (reset) return { type: 'Reset' };
  return order.statusHistory.some((entry) => entry.status === 'CREATED') ? { type: 'Placed', order } : undefined;
}

/**
 * Issue 10 §3, commerce-core §4: PATCH order with the three-ds challenge's result. On the order row locked (owner
 * only: anyone else's is ORDER_NOT_FOUND), in one transaction: the provider checks the bank's signed result; passed →
 * CREATED (a history row); failed, forged, or the challenge lapsed (Clock, configured minutes) → the order is reset:
 * CANCELLED with the reason, stock back, authorisation voided, the participants give back what it used, and the
 * answer is PAYMENT_AUTHENTICATION_FAILED. Idempotent: patching a settled order answers the same again. An order
 * that never waited is ORDER_NOT_AWAITING_AUTHENTICATION.
 */
export class OrderAuthenticationService {
  constructor(
    private readonly db: Database,
    private readonly orders: OrderLifecycleRepository,
    private readonly authentication: OrderAuthentication,
    /** Issue 10: each line back where it was taken from (a pickup line to its store). */
    private readonly stock: LocatedStock,
    private readonly payments: PaymentProvider,
    private readonly clock: Clock,
    private readonly views: OrderViews,
    private readonly participants: readonly CheckoutParticipant[] = [],
  ) {}

  patch(caller: Caller, orderNumber: string, method: OrderPaymentMethod): ResultAsync<PlaceOrderResponse, ApiFailure> {
    const threeDS2Result = method.additionalData?.threeDS2Result;
    return new ResultAsync(this.db.transaction(async (): Promise<Result<Settled, ApiFailure>> => {
      const row = await this.orders.lock(orderNumber);
      if (!row || row.ownerId !== caller.customerId) return err({ type: 'OrderNotFound' });
      if (row.order.status !== 'AWAITING_AUTHENTICATION') {
        const settled = settledBefore(row.order);
        return settled ? ok(settled) : err({ type: 'OrderNotAwaitingAuthentication' });
      }
      if (method.code !== 'CREDIT_CARD') return err(failure.invalid('code', 'only a card payment is authenticated by 3-D Secure'));
      if (threeDS2Result === undefined) return err(failure.invalid('additionalData.threeDS2Result', 'threeDS2Result is required'));
      if (await this.lapsed(row)) return this.reset(row, AUTHENTICATION_RESET_REASON.lapsed);
      const authorisationId = row.authorisationId;
      const passed = authorisationId !== null && await this.payments.verifyAuthentication(authorisationId, threeDS2Result);
      if (!passed) return this.reset(row, AUTHENTICATION_RESET_REASON.failed);
      const moved = transitionOrder(row.order, { type: 'Authenticate', at: this.clock.now(), actor: 'CUSTOMER' });
      if (moved.isErr()) return err({ type: 'OrderNotAwaitingAuthentication' });
      await this.orders.saveTransition(row.order, moved.value);
      return ok({ type: 'Placed', order: moved.value, siteId: row.siteId });
    })).andThen((settled) => (settled.type === 'Placed'
      ? ResultAsync.fromSafePromise(this.afterCommit(settled)).map(() => ({ orderNumber, flash: [], order: this.views.present(settled.order) }))
      : err<PlaceOrderResponse, ApiFailure>({ type: 'PaymentAuthenticationFailed' })));
  }

  /**
   * "The next touch" of an order (reading it): a challenge left unanswered past its minutes resets the order, so its
   * stock and authorisation are not held for ever. Anything else is left as it is.
   */
  settleLapsed(caller: Caller, orderNumber: string): ResultAsync<void, ApiFailure> {
    return new ResultAsync(this.db.transaction(async (): Promise<Result<void, ApiFailure>> => {
      const row = await this.orders.lock(orderNumber);
      if (!row || row.ownerId !== caller.customerId || row.order.status !== 'AWAITING_AUTHENTICATION') return ok(undefined);
      if (await this.lapsed(row)) await this.reset(row, AUTHENTICATION_RESET_REASON.lapsed);
      return ok(undefined);
    }));
  }

  /**
   * The participants' after-commit steps (a digital gift card's mail), held while the order waited for 3-D Secure, run
   * once: by the patch that authenticated it (a replayed patch answers the settled order and sends nothing again).
   */
  private async afterCommit(settled: Extract<Settled, { type: 'Placed' }>): Promise<void> {
    if (settled.siteId === undefined) return;
    for (const participant of this.participants) {
      await participant.committed?.({ orderNumber: settled.order.orderNumber, siteId: settled.siteId }, settled.order).catch(() => undefined);
    }
  }

  private async lapsed(row: StoredOrder): Promise<boolean> {
    const lapsesAt = await this.authentication.lapsesAt(row.order.orderNumber);
    return lapsesAt === undefined || challengeLapsed(lapsesAt, this.clock.now());
  }

  /** The order is reset, inside the caller's transaction: CANCELLED (core), stock back, authorisation voided, participants give back. */
  private async reset(row: StoredOrder, reason: string): Promise<Result<Settled, ApiFailure>> {
    const now = this.clock.now();
    const moved = transitionOrder(row.order, { type: 'Cancel', at: now, actor: 'SYSTEM', reason });
    if (moved.isErr()) return err({ type: 'OrderNotAwaitingAuthentication' });
    // Each line back where it was taken from (a pickup line to its store's stock), as a cancel does (issue 8, issue 10).
    await this.stock.giveBack(row.order.items);
    if (row.authorisationId !== null) await this.payments.void(row.authorisationId);
    for (const participant of this.participants) await participant.cancelled?.(row.order, row.ownerId, now);
    await this.orders.saveTransition(row.order, moved.value);
    return ok({ type: 'Reset' });
  }
}
