import { Box, Text } from 'ink';
import { formatMoney } from '@switchback/core';
import { StepList } from '../shared/ink/step-line';
import type { StepView } from '../shared/steps';
import type { OrderRow, OrderView } from './order-view';

export interface OrderScreenProps {
  readonly heading: string;
  readonly steps: readonly StepView[];
  readonly locale: string;
  /** `order show`, `ship`, `deliver`: the order after the call. */
  readonly order?: OrderView;
  /** `order list`: the orders placed with the e-mail, newest first. */
  readonly orders?: readonly OrderRow[];
  /** One line once done (e.g. "shipped with UPS 1Z999"). */
  readonly done?: string;
}

export function OrderBlock({ order, locale }: { readonly order: OrderView; readonly locale: string }) {
  const money = (minor: number) => formatMoney(minor, order.currency, locale);
  const { totals } = order;
  return (
    <Box flexDirection="column">
      <Text>
        <Text bold>{order.orderNumber}</Text> · <Text bold>{order.status}</Text> · placed {order.createdAt} · {order.customerEmail}
        {order.owner ? <Text dimColor>{` (${order.owner.kind} ${order.owner.customerId}, ${order.owner.siteId})`}</Text> : null}
      </Text>
      <Text bold>Items</Text>
      {order.items.map((item) => (
        <Text key={`${item.upc}-${item.productId}`}>{`  ${item.name} · ${item.colorName} / ${item.size} · UPC ${item.upc} · qty ${item.qty} · ${money(item.unitPrice)} each · ${money(item.rowTotal)}`}</Text>
      ))}
      <Text>{`Totals: items ${money(totals.itemTotal)} · shipping ${money(totals.shipping)} · tax ${money(totals.tax)} · discount ${money(totals.totalDiscount)} · total ${money(totals.total)}`}</Text>
      <Text>{`Payment: ${order.payment.map((p) => `${p.brand} ending ${p.last4}`).join(', ') || '—'}`}</Text>
      <Text bold>Shipments</Text>
      {order.shipments.map((shipment) => (
        <Text key={shipment.shipmentId}>
          {`  ${shipment.shipmentId} · ${shipment.shippingMethod} · ${shipment.status}`}
          {shipment.carrier ? ` · ${shipment.carrier} ${shipment.trackingNumber ?? ''}` : ''}
          {shipment.shippedAt ? ` · shipped ${shipment.shippedAt}` : ''}
          {shipment.deliveredAt ? ` · delivered ${shipment.deliveredAt}` : ''}
        </Text>
      ))}
      <Text bold>Status history</Text>
      {order.statusHistory.map((entry, index) => (
        <Text key={`${index}-${entry.at}`}>
          {`  ${entry.at} · ${entry.status} by ${entry.actor}`}
          {entry.shipmentId ? ` (shipment ${entry.shipmentId})` : ''}
          {entry.reason ? ` · ${entry.reason}` : ''}
        </Text>
      ))}
    </Box>
  );
}

/**
 * The support order commands: the heading and steps (engine start, the support call, its spinner while the list is
 * read), then the order or the list.
 */
export function OrderScreen({ heading, steps, locale, order, orders, done }: OrderScreenProps) {
  return (
    <Box flexDirection="column">
      <Text bold>{heading}</Text>
      <StepList steps={steps} />
      {order && <OrderBlock order={order} locale={locale} />}
      {orders && (
        <Box flexDirection="column">
          {orders.map((row) => (
            <Text key={row.orderNumber}>
              {`${row.orderNumber} · ${row.createdAt} · ${row.status} · ${formatMoney(row.total, row.currency, locale)} · ${row.totalUnits} unit${row.totalUnits === 1 ? '' : 's'}: ${row.items.map((item) => `${item.qty} × ${item.name}`).join(', ')}`}
            </Text>
          ))}
        </Box>
      )}
      {orders && <Text dimColor>{`${orders.length} order${orders.length === 1 ? '' : 's'}`}</Text>}
      {done && <Text color="green">{`✓ ${done}`}</Text>}
    </Box>
  );
}
