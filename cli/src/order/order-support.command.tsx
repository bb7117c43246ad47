import { DEFAULT_SITE, siteById, type SupportApi } from '@switchback/core';
import { commerceFailure } from '../shared/cli-error';
import type { CommandContext } from '../shared/cli-session';
import type { ExitCode } from '../shared/exit-code.mapper';
import { reportFailure } from '../shared/report-failure';
import { runSupportCall, type SupportCall } from '../shared/support-call';
import {
  orderDeliverOptionsSchema, orderListOptionsSchema, orderReturnReceivedOptionsSchema, orderShipOptionsSchema, orderShowOptionsSchema, parseOrderOptions,
} from './order-options.schema';
import { OrderScreen, type OrderScreenProps } from './order.screen';
import { orderView } from './order-view';

/** An order support call: the session's issue 8 support API, shown on the order screen. */
const runOrderSupportCall = <T,>(
  context: CommandContext, options: { readonly api?: string | undefined; readonly json: boolean }, call: SupportCall<SupportApi, T, OrderScreenProps>,
): Promise<ExitCode> => runSupportCall(context, options, OrderScreen, { locale: DEFAULT_SITE.locale }, (session) => session.support, call);

/** `switchback order show NUMBER [--api ORIGIN] [--json]` */
export async function orderShowCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOrderOptions(orderShowOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { orderNumber } = options.value;
  return runOrderSupportCall(context, options.value, {
    heading: `Order ${orderNumber}`,
    step: { id: 'read', label: 'Read the order (support key)' },
    work: (support) => support.order(orderNumber).mapErr(commerceFailure),
    detail: (found) => found.order.status,
    shown: (found) => ({ order: orderView(found.order, found.owner), locale: siteById(found.owner.siteId)?.locale ?? DEFAULT_SITE.locale }),
    json: (found) => orderView(found.order, found.owner),
  });
}

/** `switchback order list --email ADDRESS [--api ORIGIN] [--json]` */
export async function orderListCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOrderOptions(orderListOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { email } = options.value;
  return runOrderSupportCall(context, options.value, {
    heading: `Orders placed with ${email}`,
    step: { id: 'list', label: `Read the orders placed with ${email} (support key)` },
    work: (support) => support.ordersByEmail(email).mapErr(commerceFailure),
    detail: (list) => `${list.orders.length} order${list.orders.length === 1 ? '' : 's'}`,
    shown: (list) => ({ orders: list.orders }),
    json: (list) => ({ email, orders: list.orders }),
  });
}

/** `switchback order ship NUMBER --carrier NAME --tracking ID [--shipment ID] [--api ORIGIN] [--json]` */
export async function orderShipCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOrderOptions(orderShipOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { orderNumber, carrier, tracking, shipment } = options.value;
  return runOrderSupportCall(context, options.value, {
    heading: `Ship order ${orderNumber}`,
    step: { id: 'ship', label: `Record the shipment: ${carrier} ${tracking}` },
    work: (support) => support.ship(orderNumber, { carrier, trackingNumber: tracking, ...(shipment !== undefined ? { shipmentId: shipment } : {}) }).mapErr(commerceFailure),
    detail: (order) => order.status,
    shown: (order) => ({ order: orderView(order), done: `order ${order.orderNumber} is ${order.status}` }),
    json: (order) => orderView(order),
  });
}

/** `switchback order deliver NUMBER [--shipment ID] [--api ORIGIN] [--json]` */
export async function orderDeliverCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOrderOptions(orderDeliverOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { orderNumber, shipment } = options.value;
  return runOrderSupportCall(context, options.value, {
    heading: `Deliver order ${orderNumber}`,
    step: { id: 'deliver', label: 'Record the delivery' },
    work: (support) => support.deliver(orderNumber, shipment !== undefined ? { shipmentId: shipment } : {}).mapErr(commerceFailure),
    detail: (order) => order.status,
    shown: (order) => ({ order: orderView(order), done: `order ${order.orderNumber} is ${order.status}` }),
    json: (order) => orderView(order),
  });
}

/** `switchback order return-received NUMBER [--reason TEXT] [--api ORIGIN] [--json]`: the returns warehouse has the parcel. */
export async function orderReturnReceivedCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOrderOptions(orderReturnReceivedOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { orderNumber, reason } = options.value;
  return runOrderSupportCall(context, options.value, {
    heading: `Return received for order ${orderNumber}`,
    step: { id: 'return-received', label: 'Record the returned parcel' },
    work: (support) => support.receiveReturn(orderNumber, reason !== undefined ? { reason } : {}).mapErr(commerceFailure),
    detail: (order) => order.status,
    shown: (order) => ({ order: orderView(order), done: `order ${order.orderNumber} is ${order.status}` }),
    json: (order) => orderView(order),
  });
}
