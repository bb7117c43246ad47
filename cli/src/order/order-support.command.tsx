import { err, ok, type ResultAsync } from 'neverthrow';
import { DEFAULT_SITE, DEFAULT_SITE_ID, siteById, type SupportApi } from '@switchback/core';
import { commerceFailure, type CliError } from '../shared/cli-error';
import { sessionSteps, targetLabel, type CliSessionConfig, type CommandContext } from '../shared/cli-session';
import { EXIT, type ExitCode } from '../shared/exit-code.mapper';
import { screenOutput } from '../shared/ink/screen-output';
import { runOnSession } from '../shared/open-session';
import { reportFailure } from '../shared/report-failure';
import { dataDirFrom } from '../shared/runtime-env';
import { applyStepEvent, pendingSteps, timedStep, type StepEvent, type StepPlan } from '../shared/steps';
import {
  orderDeliverOptionsSchema, orderListOptionsSchema, orderReturnReceivedOptionsSchema, orderShipOptionsSchema, orderShowOptionsSchema, parseOrderOptions, supportKeyFor,
} from './order-options.schema';
import { OrderScreen, type OrderScreenProps } from './order.screen';
import { orderView } from './order-view';

interface SupportCall<T> {
  readonly heading: string;
  readonly step: StepPlan;
  readonly work: (support: SupportApi) => ResultAsync<T, CliError>;
  readonly detail: (value: T) => string;
  /** What the screen shows once the call answered. */
  readonly shown: (value: T) => Partial<OrderScreenProps>;
  /** What --json prints (only JSON on stdout). */
  readonly json: (value: T) => unknown;
}

/**
 * The support commands' one shape: zod-parsed options, the support key (SWITCHBACK_SUPPORT_KEY with --api; the
 * embedded engine's own otherwise), a session, one support call shown as a step, the answer on screen or as JSON.
 */
async function runSupportCall<T>(context: CommandContext, options: { readonly api?: string | undefined; readonly json: boolean }, call: SupportCall<T>): Promise<ExitCode> {
  const { io } = context;
  const { api, json } = options;
  const supportKey = supportKeyFor(api, context.env);
  if (supportKey.isErr()) return reportFailure(io, supportKey.error, json);
  const config: CliSessionConfig = { api, site: DEFAULT_SITE_ID, dataDir: dataDirFrom(context.env, context.cwd), ...(supportKey.value ? { supportKey: supportKey.value } : {}) };
  const screen = screenOutput(OrderScreen, io, json);
  let props: OrderScreenProps = { heading: `${call.heading} · ${targetLabel(config)}`, steps: pendingSteps([...sessionSteps(config), call.step]), locale: DEFAULT_SITE.locale };
  const onStep = (event: StepEvent) => {
    props = { ...props, steps: applyStepEvent(props.steps, event) };
    screen.show(props);
  };
  screen.show(props);
  return runOnSession({ context, config, onStep, screen, json, failed: () => props }, async (session) => {
    const support = session.support;
    if (support === undefined) return err({ type: 'InvalidOption', option: 'SWITCHBACK_SUPPORT_KEY', message: 'is not set' });
    const answer = await timedStep(context.clock, onStep, call.step.id, () => call.work(support), call.detail);
    if (answer.isErr()) return err(answer.error);
    await screen.finish({ ...props, ...call.shown(answer.value) });
    if (json) io.stdout.write(`${JSON.stringify(call.json(answer.value), null, 2)}\n`);
    return ok(EXIT.ok);
  });
}

/** `switchback order show NUMBER [--api ORIGIN] [--json]` */
export async function orderShowCommand(rawOptions: unknown, context: CommandContext): Promise<ExitCode> {
  const options = parseOrderOptions(orderShowOptionsSchema, rawOptions);
  if (options.isErr()) return reportFailure(context.io, options.error, false);
  const { orderNumber } = options.value;
  return runSupportCall(context, options.value, {
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
  return runSupportCall(context, options.value, {
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
  return runSupportCall(context, options.value, {
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
  return runSupportCall(context, options.value, {
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
  return runSupportCall(context, options.value, {
    heading: `Return received for order ${orderNumber}`,
    step: { id: 'return-received', label: 'Record the returned parcel' },
    work: (support) => support.receiveReturn(orderNumber, reason !== undefined ? { reason } : {}).mapErr(commerceFailure),
    detail: (order) => order.status,
    shown: (order) => ({ order: orderView(order), done: `order ${order.orderNumber} is ${order.status}` }),
    json: (order) => orderView(order),
  });
}
