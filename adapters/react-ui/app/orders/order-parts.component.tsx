import { FormattedMessage } from 'react-intl';
import type { HistoryEntryView, ItemView, ShipmentView } from './orders.server';
import { ORDER_ACTOR_LABEL, ORDER_STATUS_LABEL, SHIPMENT_STATUS_LABEL } from './order-labels';

/** The items of an order (detail and tracking): picture, name, colour, size, quantity, and the row's price when known. */
export function OrderItems({ items, label }: { items: readonly (Omit<ItemView, 'id' | 'price'> & { price?: string })[]; label: string }) {
  return (
    <ul className="line-items" aria-label={label}>
      {items.map((item, index) => (
        <li key={index} className="line-item">
          <img src={item.image} alt="" width={88} height={88} loading="lazy" />
          <div>
            <div className="line-item__head">
              <strong>{item.name}</strong>
              {item.price !== undefined && <strong>{item.price}</strong>}
            </div>
            <p className="line-item__meta">
              <FormattedMessage id="line.details" values={{ colour: item.colour, size: item.size, qty: item.qty }} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The shipments of an order with their status in words, the carrier and the tracking number once shipped. */
export function OrderShipments({ shipments }: { shipments: readonly ShipmentView[] }) {
  return (
    <section aria-labelledby="order-shipments-title" className="order-shipments">
      <h2 id="order-shipments-title"><FormattedMessage id="orders.detail.shipments" /></h2>
      <ol className="plain-list order-shipments__list">
        {shipments.map((shipment, index) => (
          <li key={shipment.shipmentId} className="order-shipment">
            <h3><FormattedMessage id="orders.detail.shipment" values={{ number: index + 1 }} /></h3>
            <dl>
              <div><dt><FormattedMessage id="orders.column.status" /></dt><dd><FormattedMessage id={SHIPMENT_STATUS_LABEL[shipment.status]} /></dd></div>
              <div><dt><FormattedMessage id="orders.detail.method" /></dt><dd>{shipment.shippingMethod}</dd></div>
              {shipment.place && <div><dt><FormattedMessage id="fulfilment.shipment.place" /></dt><dd>{shipment.place}</dd></div>}
              {shipment.carrier && <div><dt><FormattedMessage id="orders.detail.carrier" /></dt><dd>{shipment.carrier}</dd></div>}
              {shipment.trackingNumber && (
                <div><dt><FormattedMessage id="orders.detail.tracking" /></dt><dd data-testid="tracking-number">{shipment.trackingNumber}</dd></div>
              )}
              {shipment.shippedAt && <div><dt><FormattedMessage id="orders.detail.shippedAt" /></dt><dd>{shipment.shippedAt}</dd></div>}
              {shipment.deliveredAt && <div><dt><FormattedMessage id="orders.detail.deliveredAt" /></dt><dd>{shipment.deliveredAt}</dd></div>}
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every move of the order, oldest first: what it became, when, who moved it and why. */
export function OrderHistoryTable({ history }: { history: readonly HistoryEntryView[] }) {
  return (
    <section aria-labelledby="order-history-title" className="order-history">
      <h2 id="order-history-title"><FormattedMessage id="orders.detail.history" /></h2>
      <div className="orders__table-wrap">
        <table className="orders-table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="orders.column.status" /></th>
              <th scope="col"><FormattedMessage id="orders.history.when" /></th>
              <th scope="col"><FormattedMessage id="orders.history.who" /></th>
              <th scope="col"><FormattedMessage id="orders.history.why" /></th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry, index) => (
              <tr key={index}>
                <th scope="row"><FormattedMessage id={ORDER_STATUS_LABEL[entry.status]} /></th>
                <td>{entry.at}</td>
                <td><FormattedMessage id={ORDER_ACTOR_LABEL[entry.actor]} /></td>
                <td>{entry.reason ?? <FormattedMessage id="orders.history.noReason" />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
