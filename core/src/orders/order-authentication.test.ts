import { describe, expect, it } from 'vitest';
import { transitionOrder, type OrderEvent, type OrderLifecycle } from './order-lifecycle';

const T0 = new Date('2026-06-01T10:00:00Z');
const awaiting: OrderLifecycle = {
  status: 'AWAITING_AUTHENTICATION',
  shipments: [{ shipmentId: 'me', shippingMethod: 'standard', status: 'PENDING' }],
  statusHistory: [{ status: 'AWAITING_AUTHENTICATION', at: T0.toISOString(), actor: 'SYSTEM' }],
};
const authenticate: OrderEvent = { type: 'Authenticate', at: T0, actor: 'CUSTOMER' };

describe('order waiting for payment authentication (issue 10 §3)', () => {
  it('a passed challenge places it: CREATED with one more history row', () => {
    const order = transitionOrder(awaiting, authenticate)._unsafeUnwrap();
    expect(order.status).toBe('CREATED');
    expect(order.statusHistory).toHaveLength(2);
    expect(order.statusHistory[1]).toMatchObject({ status: 'CREATED', actor: 'CUSTOMER' });
  });

  it('a failed or lapsed challenge resets it: CANCELLED with the reason', () => {
    const order = transitionOrder(awaiting, { type: 'Cancel', at: T0, actor: 'SYSTEM', reason: 'Payment authentication failed' })._unsafeUnwrap();
    expect(order.status).toBe('CANCELLED');
    expect(order.statusHistory.at(-1)).toMatchObject({ status: 'CANCELLED', actor: 'SYSTEM', reason: 'Payment authentication failed' });
  });

  it('only an order waiting can be authenticated; a waiting order cannot ship', () => {
    const placed = transitionOrder(awaiting, authenticate)._unsafeUnwrap();
    expect(transitionOrder(placed, authenticate)._unsafeUnwrapErr()).toMatchObject({ type: 'TransitionInvalid', event: 'Authenticate' });
    expect(transitionOrder(awaiting, { type: 'Ship', at: T0, actor: 'SUPPORT', carrier: 'UPS', trackingNumber: '1Z' })._unsafeUnwrapErr())
      .toMatchObject({ type: 'TransitionInvalid', status: 'AWAITING_AUTHENTICATION' });
  });
});
