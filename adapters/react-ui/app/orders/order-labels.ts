import type { OrderHistoryEntry, OrderShipment, OrderStatus } from '@switchback/core';

/** The shopper's words for an order's status (issue 8 §2 lifecycle): always shown as text, never as a colour alone. */
export const ORDER_STATUS_LABEL: Readonly<Record<OrderStatus, string>> = {
  CREATED: 'orders.status.CREATED',
  CANCELLED: 'orders.status.CANCELLED',
  SHIPPED: 'orders.status.SHIPPED',
  DELIVERED: 'orders.status.DELIVERED',
  RETURN_REQUESTED: 'orders.status.RETURN_REQUESTED',
  RETURNED: 'orders.status.RETURNED',
  AWAITING_AUTHENTICATION: 'orders.status.AWAITING_AUTHENTICATION',
};

/** A shipment's status, in words. */
export const SHIPMENT_STATUS_LABEL: Readonly<Record<OrderShipment['status'], string>> = {
  PENDING: 'orders.shipmentStatus.PENDING',
  SHIPPED: 'orders.shipmentStatus.SHIPPED',
  DELIVERED: 'orders.shipmentStatus.DELIVERED',
};

/** Who moved the order (a row of its history): the shopper, customer service, or the shop itself. */
export const ORDER_ACTOR_LABEL: Readonly<Record<OrderHistoryEntry['actor'], string>> = {
  CUSTOMER: 'orders.actor.CUSTOMER',
  SUPPORT: 'orders.actor.SUPPORT',
  SYSTEM: 'orders.actor.SYSTEM',
};

/** The CSS modifier of a status badge (its colour only repeats the text beside it). */
export const statusTone = (status: OrderStatus): 'progress' | 'done' | 'stopped' =>
  (status === 'CANCELLED' ? 'stopped' : status === 'DELIVERED' || status === 'RETURNED' ? 'done' : 'progress');
