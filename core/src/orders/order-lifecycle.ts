import { err, ok, type Result } from 'neverthrow';
import type { OrderHistoryEntry, OrderShipment, OrderStatus } from '../contract';

/**
 * Issue 8 §2, commerce-core §3 Order: the order lifecycle, decided here once.
 *
 *   AWAITING_AUTHENTICATION ──authenticate──▶ CREATED   (issue 10: the 3-D Secure challenge passed)
 *   AWAITING_AUTHENTICATION ──cancel──▶ CANCELLED      (the challenge failed or lapsed: the order is reset)
 *   CREATED ──cancel──▶ CANCELLED (final)
 *   CREATED ──ship(shipment)──▶ SHIPPED ──deliver(shipment)──▶ DELIVERED ──requestReturn──▶ RETURN_REQUESTED
 *     ──receiveReturn──▶ RETURNED (final)
 *
 * Shipments move one by one (PENDING → SHIPPED → DELIVERED); the order's status is derived from them (every shipment
 * delivered → DELIVERED, any shipped → SHIPPED, else CREATED) until a cancel or a return overrides it. Every
 * successful transition appends exactly one history row (who, when, why). The adapters lock the order row, call
 * `transitionOrder`, and store what it answers; they never decide a move themselves.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Who moves an order (contract `orderActorSchema`). */
export type OrderActor = OrderHistoryEntry['actor'];

/** The part of an order the lifecycle reads and writes. */
export interface OrderLifecycle {
  readonly status: OrderStatus;
  readonly shipments: readonly OrderShipment[];
  readonly statusHistory: readonly OrderHistoryEntry[];
  readonly returnNumber?: string | undefined;
}

export type OrderEvent =
  | { readonly type: 'Cancel'; readonly at: Date; readonly actor: OrderActor; readonly reason?: string | undefined }
  /** A shipment left the warehouse; without a shipmentId, the first pending shipment. */
  | {
    readonly type: 'Ship'; readonly at: Date; readonly actor: OrderActor; readonly carrier: string; readonly trackingNumber: string;
    readonly shipmentId?: string | undefined;
  }
  /** A shipment arrived; without a shipmentId, the first shipped one. */
  | { readonly type: 'Deliver'; readonly at: Date; readonly actor: OrderActor; readonly shipmentId?: string | undefined }
  /** The shopper opens the return (a label): delivered, within `returnWindowDays` of the delivery. */
  | {
    readonly type: 'RequestReturn'; readonly at: Date; readonly actor: OrderActor; readonly returnNumber: string;
    readonly returnWindowDays: number; readonly reason?: string | undefined;
  }
  /** The returns warehouse received the parcel. */
  | { readonly type: 'ReceiveReturn'; readonly at: Date; readonly actor: OrderActor; readonly reason?: string | undefined }
  /** Issue 10: the payment's 3-D Secure challenge passed: an order waiting for it is placed (CREATED). */
  | { readonly type: 'Authenticate'; readonly at: Date; readonly actor: OrderActor };

export type OrderTransitionError =
  /** Cancel of a cancelled order: nothing to do (the service answers the order as it is). */
  | { readonly type: 'AlreadyCancelled' }
  /** Cancel once anything shipped (or the order moved further). */
  | { readonly type: 'NotCancellable'; readonly status: OrderStatus }
  /** The order is final (CANCELLED or RETURNED), or the event does not apply to its status. */
  | { readonly type: 'TransitionInvalid'; readonly status: OrderStatus; readonly event: OrderEvent['type']; readonly message: string }
  /** A return of an order not (yet) delivered. */
  | { readonly type: 'ReturnNotAllowed'; readonly status: OrderStatus }
  /** A return after the window closed. */
  | { readonly type: 'ReturnWindowClosed'; readonly returnUntil: string }
  /** A return already opened: the service answers the same return (same number, same label). */
  | { readonly type: 'ReturnAlreadyRequested'; readonly returnNumber: string };

const FINAL: readonly OrderStatus[] = ['CANCELLED', 'RETURNED'];

export const isFinalOrderStatus = (status: OrderStatus): boolean => FINAL.includes(status);

/** The status the shipments give: every one delivered → DELIVERED, any shipped (or delivered) → SHIPPED, else CREATED. */
export function orderStatusFromShipments(shipments: readonly OrderShipment[]): OrderStatus {
  if (shipments.length > 0 && shipments.every((s) => s.status === 'DELIVERED')) return 'DELIVERED';
  if (shipments.some((s) => s.status !== 'PENDING')) return 'SHIPPED';
  return 'CREATED';
}

/** When the order was delivered: its last shipment's delivery, once every shipment is delivered. */
export function orderDeliveredAt(order: Pick<OrderLifecycle, 'shipments'>): Date | undefined {
  const { shipments } = order;
  if (shipments.length === 0 || !shipments.every((s) => s.status === 'DELIVERED' && s.deliveredAt !== undefined)) return undefined;
  return new Date(Math.max(...shipments.map((s) => Date.parse(s.deliveredAt!))));
}

/** The last moment a return label can be made: delivery + the window (days), or undefined before delivery. */
export function orderReturnUntil(order: Pick<OrderLifecycle, 'shipments'>, returnWindowDays: number): Date | undefined {
  const delivered = orderDeliveredAt(order);
  return delivered === undefined ? undefined : new Date(delivered.getTime() + returnWindowDays * DAY_MS);
}

/** Cancel is possible only while the order is CREATED (or still waiting for its payment authentication) and no shipment has left. */
const cancellable = (order: OrderLifecycle): boolean =>
  (order.status === 'CREATED' || order.status === 'AWAITING_AUTHENTICATION') && order.shipments.every((s) => s.status === 'PENDING');

/**
 * Whether a return label can be made now: the order is DELIVERED (a new return) or RETURN_REQUESTED (the same label
 * again), and now is at most delivery + window days.
 */
function returnCheck(order: OrderLifecycle, now: Date, returnWindowDays: number): Result<'new' | 'again', OrderTransitionError> {
  if (order.status !== 'DELIVERED' && order.status !== 'RETURN_REQUESTED') return err({ type: 'ReturnNotAllowed', status: order.status });
  const until = orderReturnUntil(order, returnWindowDays);
  if (until === undefined) return err({ type: 'ReturnNotAllowed', status: order.status });
  if (now.getTime() > until.getTime()) return err({ type: 'ReturnWindowClosed', returnUntil: until.toISOString() });
  return ok(order.status === 'DELIVERED' ? 'new' : 'again');
}

/** What the shopper may do now (contract `orderActionsSchema`): cancel, make a return label, and until when. */
export function allowedActions(order: OrderLifecycle, now: Date, returnWindowDays: number): { cancel: boolean; returnLabel: boolean; returnUntil?: string } {
  const until = order.status === 'DELIVERED' || order.status === 'RETURN_REQUESTED' ? orderReturnUntil(order, returnWindowDays) : undefined;
  return {
    cancel: cancellable(order),
    returnLabel: returnCheck(order, now, returnWindowDays).isOk(),
    ...(until !== undefined ? { returnUntil: until.toISOString() } : {}),
  };
}

const invalid = (order: OrderLifecycle, event: OrderEvent, message: string): Result<never, OrderTransitionError> =>
  err({ type: 'TransitionInvalid', status: order.status, event: event.type, message });

const entry = (status: OrderStatus, event: OrderEvent, extra: { reason?: string | undefined; shipmentId?: string | undefined } = {}): OrderHistoryEntry => ({
  status,
  at: event.at.toISOString(),
  actor: event.actor,
  ...(extra.reason !== undefined ? { reason: extra.reason } : {}),
  ...(extra.shipmentId !== undefined ? { shipmentId: extra.shipmentId } : {}),
});

/** The shipment an event names, or the first in `status` when it names none. */
function pickShipment(order: OrderLifecycle, event: OrderEvent, shipmentId: string | undefined, status: OrderShipment['status']): Result<OrderShipment, OrderTransitionError> {
  const found = shipmentId === undefined ? order.shipments.find((s) => s.status === status) : order.shipments.find((s) => s.shipmentId === shipmentId);
  if (found === undefined) {
    return invalid(order, event, shipmentId === undefined ? `no shipment is ${status.toLowerCase()}` : `no shipment ${shipmentId}`);
  }
  if (found.status !== status) return invalid(order, event, `shipment ${found.shipmentId} is ${found.status.toLowerCase()}, not ${status.toLowerCase()}`);
  return ok(found);
}

function moveShipment<T extends OrderLifecycle>(order: T, event: OrderEvent, moved: OrderShipment): T {
  const shipments = order.shipments.map((s) => (s.shipmentId === moved.shipmentId ? moved : s));
  const status = orderStatusFromShipments(shipments);
  return { ...order, status, shipments, statusHistory: [...order.statusHistory, entry(status, event, { shipmentId: moved.shipmentId })] };
}

/**
 * The one transition function: the order after the event, with one more history row, or why the event does not apply.
 * Final orders (CANCELLED, RETURNED) never move again.
 */
export function transitionOrder<T extends OrderLifecycle>(order: T, event: OrderEvent): Result<T, OrderTransitionError> {
  if (event.type === 'Cancel') {
    if (order.status === 'CANCELLED') return err({ type: 'AlreadyCancelled' });
    if (!cancellable(order)) return err({ type: 'NotCancellable', status: order.status });
    return ok({ ...order, status: 'CANCELLED', statusHistory: [...order.statusHistory, entry('CANCELLED', event, { reason: event.reason })] });
  }
  if (isFinalOrderStatus(order.status)) return invalid(order, event, `the order is ${order.status.toLowerCase()}`);
  switch (event.type) {
    case 'Ship': {
      if (order.status !== 'CREATED' && order.status !== 'SHIPPED') return invalid(order, event, `the order is ${order.status.toLowerCase()}`);
      return pickShipment(order, event, event.shipmentId, 'PENDING').map((shipment) => moveShipment(order, event, {
        ...shipment, status: 'SHIPPED', carrier: event.carrier, trackingNumber: event.trackingNumber, shippedAt: event.at.toISOString(),
      }));
    }
    case 'Deliver': {
      if (order.status !== 'SHIPPED') return invalid(order, event, `the order is ${order.status.toLowerCase()}`);
      return pickShipment(order, event, event.shipmentId, 'SHIPPED').map((shipment) => moveShipment(order, event, {
        ...shipment, status: 'DELIVERED', deliveredAt: event.at.toISOString(),
      }));
    }
    case 'RequestReturn':
      return returnCheck(order, event.at, event.returnWindowDays).andThen((kind) => (kind === 'again'
        ? err<T, OrderTransitionError>({ type: 'ReturnAlreadyRequested', returnNumber: order.returnNumber ?? '' })
        : ok<T, OrderTransitionError>({
          ...order,
          status: 'RETURN_REQUESTED',
          returnNumber: event.returnNumber,
          statusHistory: [...order.statusHistory, entry('RETURN_REQUESTED', event, { reason: event.reason })],
        })));
    case 'ReceiveReturn':
      if (order.status !== 'RETURN_REQUESTED') return invalid(order, event, 'no return was requested');
      return ok({ ...order, status: 'RETURNED', statusHistory: [...order.statusHistory, entry('RETURNED', event, { reason: event.reason })] });
    case 'Authenticate':
      if (order.status !== 'AWAITING_AUTHENTICATION') return invalid(order, event, 'the order is not waiting for payment authentication');
      return ok({ ...order, status: 'CREATED', statusHistory: [...order.statusHistory, entry('CREATED', event)] });
  }
}
