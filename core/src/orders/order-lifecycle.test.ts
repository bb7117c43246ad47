import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderShipment, OrderStatus } from '../contract';
import {
  allowedActions, orderStatusFromShipments, transitionOrder, type OrderEvent, type OrderLifecycle, type OrderTransitionError,
} from './order-lifecycle';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-06-01T10:00:00Z');
const WINDOW = 30;

const created = (shipmentIds: readonly string[] = ['me']): OrderLifecycle => ({
  status: 'CREATED',
  shipments: shipmentIds.map((shipmentId) => ({ shipmentId, shippingMethod: 'standard', status: 'PENDING' as const })),
  statusHistory: [{ status: 'CREATED', at: T0.toISOString(), actor: 'SYSTEM' }],
});

const at = (days: number): Date => new Date(T0.getTime() + days * DAY);
const ship = (days: number, shipmentId?: string): OrderEvent => ({ type: 'Ship', at: at(days), actor: 'SUPPORT', carrier: 'UPS', trackingNumber: '1Z999', shipmentId });
const deliver = (days: number, shipmentId?: string): OrderEvent => ({ type: 'Deliver', at: at(days), actor: 'SUPPORT', shipmentId });
const cancel = (days: number): OrderEvent => ({ type: 'Cancel', at: at(days), actor: 'CUSTOMER', reason: 'changed my mind' });
const requestReturn = (days: number, returnNumber = 'RT-1'): OrderEvent => ({ type: 'RequestReturn', at: at(days), actor: 'CUSTOMER', returnNumber, returnWindowDays: WINDOW });

const run = (order: OrderLifecycle, ...events: OrderEvent[]): OrderLifecycle =>
  events.reduce((o, e) => transitionOrder(o, e)._unsafeUnwrap(), order);
const errorOf = (order: OrderLifecycle, event: OrderEvent): OrderTransitionError => transitionOrder(order, event)._unsafeUnwrapErr();

describe('order lifecycle (issue 8 §2)', () => {
  it('cancel is allowed before shipment: CANCELLED with a CUSTOMER history row and its reason', () => {
    const order = run(created(), cancel(1));
    expect(order.status).toBe('CANCELLED');
    expect(order.statusHistory.at(-1)).toEqual({ status: 'CANCELLED', at: at(1).toISOString(), actor: 'CUSTOMER', reason: 'changed my mind' });
  });

  it('cancelling a cancelled order is AlreadyCancelled (a no-op for the service), not a second transition', () => {
    expect(errorOf(run(created(), cancel(1)), cancel(2))).toEqual({ type: 'AlreadyCancelled' });
  });

  it('a shipped order cannot be cancelled (NotCancellable), not even when only one of two shipments left', () => {
    expect(errorOf(run(created(), ship(1)), cancel(2))).toEqual({ type: 'NotCancellable', status: 'SHIPPED' });
    expect(errorOf(run(created(['a', 'b']), ship(1, 'b')), cancel(2)).type).toBe('NotCancellable');
  });

  it('ship records carrier, tracking and time on the shipment; the order is SHIPPED; deliver makes it DELIVERED', () => {
    const shipped = run(created(), ship(1));
    expect(shipped.status).toBe('SHIPPED');
    expect(shipped.shipments[0]).toMatchObject({ status: 'SHIPPED', carrier: 'UPS', trackingNumber: '1Z999', shippedAt: at(1).toISOString() });
    expect(shipped.statusHistory.at(-1)).toMatchObject({ status: 'SHIPPED', actor: 'SUPPORT', shipmentId: 'me' });
    const delivered = run(shipped, deliver(3));
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.shipments[0]!.deliveredAt).toBe(at(3).toISOString());
  });

  it('the order status is derived from its shipments: all delivered → DELIVERED, any shipped → SHIPPED, else CREATED', () => {
    const two = run(created(['a', 'b']), ship(1, 'a'), deliver(2, 'a'));
    expect(two.status).toBe('SHIPPED');
    expect(run(two, ship(3, 'b')).status).toBe('SHIPPED');
    expect(run(two, ship(3, 'b'), deliver(4, 'b')).status).toBe('DELIVERED');
    const shipment = (status: OrderShipment['status']): OrderShipment => ({ shipmentId: status, shippingMethod: 'standard', status });
    expect(orderStatusFromShipments([shipment('PENDING'), shipment('PENDING')])).toBe('CREATED');
    expect(orderStatusFromShipments([shipment('PENDING'), shipment('DELIVERED')])).toBe('SHIPPED');
  });

  it('a cancelled order cannot be shipped; an unshipped shipment cannot be delivered; a shipment ships once', () => {
    expect(errorOf(run(created(), cancel(1)), ship(2)).type).toBe('TransitionInvalid');
    expect(errorOf(created(), deliver(1)).type).toBe('TransitionInvalid');
    expect(errorOf(run(created(), ship(1)), ship(2, 'me')).type).toBe('TransitionInvalid');
    expect(errorOf(created(), ship(1, 'nope'))).toMatchObject({ type: 'TransitionInvalid', message: 'no shipment nope' });
  });

  it('a return label only for a delivered order: not delivered → ReturnNotAllowed', () => {
    expect(errorOf(created(), requestReturn(1))).toEqual({ type: 'ReturnNotAllowed', status: 'CREATED' });
    expect(errorOf(run(created(), ship(1)), requestReturn(2))).toEqual({ type: 'ReturnNotAllowed', status: 'SHIPPED' });
  });

  it('a return within the window (delivery + 30 days, inclusive) opens RETURN_REQUESTED; a day later ReturnWindowClosed', () => {
    const delivered = run(created(), ship(1), deliver(2));
    const opened = run(delivered, requestReturn(32, 'RT-9'));
    expect(opened.status).toBe('RETURN_REQUESTED');
    expect(opened.returnNumber).toBe('RT-9');
    const late: OrderEvent = { ...requestReturn(32), at: new Date(at(32).getTime() + 1) };
    expect(errorOf(delivered, late)).toEqual({ type: 'ReturnWindowClosed', returnUntil: at(32).toISOString() });
  });

  it('asking for the return again answers ReturnAlreadyRequested with the first return number (same label)', () => {
    const opened = run(created(), ship(1), deliver(2), requestReturn(5, 'RT-1'));
    expect(errorOf(opened, requestReturn(6, 'RT-2'))).toEqual({ type: 'ReturnAlreadyRequested', returnNumber: 'RT-1' });
  });

  it('receiving the return makes it RETURNED, a final status', () => {
    const returned = run(created(), ship(1), deliver(2), requestReturn(5), { type: 'ReceiveReturn', at: at(9), actor: 'SUPPORT' });
    expect(returned.status).toBe('RETURNED');
    expect(errorOf(returned, requestReturn(10)).type).toBe('TransitionInvalid');
    expect(errorOf(created(), { type: 'ReceiveReturn', at: at(9), actor: 'SUPPORT' }).type).toBe('TransitionInvalid');
  });

  it('allowedActions: cancel only while CREATED with every shipment pending; return label only delivered and in the window', () => {
    expect(allowedActions(created(), at(0), WINDOW)).toEqual({ cancel: true, returnLabel: false });
    expect(allowedActions(run(created(), ship(1)), at(1), WINDOW)).toEqual({ cancel: false, returnLabel: false });
    const delivered = run(created(), ship(1), deliver(2));
    expect(allowedActions(delivered, at(32), WINDOW)).toEqual({ cancel: false, returnLabel: true, returnUntil: at(32).toISOString() });
    expect(allowedActions(delivered, at(33), WINDOW)).toEqual({ cancel: false, returnLabel: false, returnUntil: at(32).toISOString() });
    expect(allowedActions(run(delivered, requestReturn(3)), at(4), WINDOW).returnLabel).toBe(true);
    expect(allowedActions(run(created(), cancel(1)), at(1), WINDOW)).toEqual({ cancel: false, returnLabel: false });
  });
});

// ——— Model-based: any sequence of events, checked against a small independent model ———

interface Model {
  shipments: ('PENDING' | 'SHIPPED' | 'DELIVERED')[];
  cancelled: boolean;
  returnRequested: boolean;
  returned: boolean;
  everShipped: boolean;
  transitions: number;
  day: number;
  deliveredDay: number | undefined;
}
interface Real { order: OrderLifecycle }

const expectedStatus = (m: Model): OrderStatus => {
  if (m.cancelled) return 'CANCELLED';
  if (m.returned) return 'RETURNED';
  if (m.returnRequested) return 'RETURN_REQUESTED';
  if (m.shipments.every((s) => s === 'DELIVERED')) return 'DELIVERED';
  if (m.shipments.some((s) => s !== 'PENDING')) return 'SHIPPED';
  return 'CREATED';
};

abstract class Step implements fc.Command<Model, Real> {
  check = () => true;
  abstract event(m: Model): OrderEvent;
  /** Whether the model says the event applies; applies it to the model when it does. */
  abstract expect(m: Model): boolean;
  run(m: Model, r: Real): void {
    const before = r.order;
    const finalBefore = m.cancelled || m.returned;
    const result = transitionOrder(r.order, this.event(m));
    const applies = this.expect(m);
    expect(result.isOk(), `${this.toString()} on ${before.status}`).toBe(applies);
    if (result.isOk()) {
      r.order = result.value;
      m.transitions += 1;
      // History grows by exactly one row per successful transition, with the new status.
      expect(r.order.statusHistory).toHaveLength(before.statusHistory.length + 1);
      expect(r.order.statusHistory.slice(0, -1)).toEqual(before.statusHistory);
      expect(r.order.statusHistory.at(-1)!.status).toBe(r.order.status);
      // Nothing leaves CANCELLED or RETURNED.
      expect(finalBefore).toBe(false);
    } else {
      expect(r.order).toBe(before);
    }
    expect(r.order.status).toBe(expectedStatus(m));
    expect(r.order.statusHistory).toHaveLength(1 + m.transitions);
    expect(r.order.shipments.map((s) => s.status)).toEqual(m.shipments);
    if (m.everShipped) expect(allowedActions(r.order, at(m.day), WINDOW).cancel).toBe(false);
  }
}

class Cancel extends Step {
  override event = (m: Model): OrderEvent => cancel(m.day);
  override expect(m: Model): boolean {
    const ok = !m.cancelled && !m.everShipped && !m.returned && !m.returnRequested;
    if (ok) m.cancelled = true;
    return ok;
  }
  override toString = () => 'Cancel';
}

class Ship extends Step {
  constructor(readonly index: number | undefined) { super(); }
  override event = (m: Model): OrderEvent => ship(m.day, this.index === undefined ? undefined : `s${this.index}`);
  override expect(m: Model): boolean {
    if (m.cancelled || m.returned || m.returnRequested) return false;
    const i = this.index ?? m.shipments.indexOf('PENDING');
    if (i < 0 || i >= m.shipments.length || m.shipments[i] !== 'PENDING') return false;
    m.shipments[i] = 'SHIPPED';
    m.everShipped = true;
    return true;
  }
  override toString = () => `Ship(${this.index ?? 'first'})`;
}

class Deliver extends Step {
  constructor(readonly index: number | undefined) { super(); }
  override event = (m: Model): OrderEvent => deliver(m.day, this.index === undefined ? undefined : `s${this.index}`);
  override expect(m: Model): boolean {
    if (m.cancelled || m.returned || m.returnRequested) return false;
    const i = this.index ?? m.shipments.indexOf('SHIPPED');
    if (i < 0 || i >= m.shipments.length || m.shipments[i] !== 'SHIPPED') return false;
    m.shipments[i] = 'DELIVERED';
    if (m.shipments.every((s) => s === 'DELIVERED')) m.deliveredDay = m.day;
    return true;
  }
  override toString = () => `Deliver(${this.index ?? 'first'})`;
}

class RequestReturn extends Step {
  override event = (m: Model): OrderEvent => requestReturn(m.day, `RT-${m.transitions}`);
  override expect(m: Model): boolean {
    const delivered = !m.cancelled && !m.returned && !m.returnRequested && m.shipments.every((s) => s === 'DELIVERED');
    const ok = delivered && m.deliveredDay !== undefined && m.day <= m.deliveredDay + WINDOW;
    if (ok) m.returnRequested = true;
    return ok;
  }
  override toString = () => 'RequestReturn';
}

class ReceiveReturn extends Step {
  override event = (m: Model): OrderEvent => ({ type: 'ReceiveReturn', at: at(m.day), actor: 'SUPPORT' });
  override expect(m: Model): boolean {
    const ok = m.returnRequested && !m.returned;
    if (ok) m.returned = true;
    return ok;
  }
  override toString = () => 'ReceiveReturn';
}

class Wait implements fc.Command<Model, Real> {
  constructor(readonly days: number) {}
  check = () => true;
  run(m: Model): void {
    m.day += this.days;
  }
  toString = () => `Wait(${this.days})`;
}

describe('order lifecycle (model-based, fast-check commands)', () => {
  it('no transition out of CANCELLED or RETURNED, no cancel after any ship, one history row per successful transition', () => {
    const commands = [
      fc.constant(new Cancel()),
      fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }).map((i) => new Ship(i)),
      fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }).map((i) => new Deliver(i)),
      fc.constant(new RequestReturn()),
      fc.constant(new ReceiveReturn()),
      fc.integer({ min: 0, max: 20 }).map((d) => new Wait(d)),
    ];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.commands(commands, { maxCommands: 40 }), (count, cmds) => {
        const ids = Array.from({ length: count }, (_, i) => `s${i}`);
        fc.modelRun(() => ({
          model: { shipments: ids.map(() => 'PENDING' as const), cancelled: false, returnRequested: false, returned: false, everShipped: false, transitions: 0, day: 0, deliveredDay: undefined },
          real: { order: created(ids) },
        }), cmds);
      }),
      { numRuns: 300 },
    );
  });
});
