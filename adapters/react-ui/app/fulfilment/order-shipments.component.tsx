import { FormattedMessage } from 'react-intl';
import type { Order } from '@switchback/core';

/** Issue 10: how each shipment of an order arrives: home (its method), pickup or ship-to-store at a store, a collection point. */
export function OrderShipments({ shipments }: { shipments: Order['shipments'] }) {
  return (
    <div>
      <h2><FormattedMessage id="fulfilment.shipments.title" /></h2>
      <ul className="order-shipments">
        {shipments.map((shipment) => (
          <li key={shipment.shipmentId} data-shipment={shipment.shipmentId}>
            {shipment.collectionPoint
              ? <FormattedMessage id="fulfilment.shipment.pudo" values={{ point: shipment.collectionPoint.storeName, code: shipment.collectionPoint.bookingCode ?? '' }} />
              : shipment.storeName && shipment.shippingMethod === 'pickup'
                ? <FormattedMessage id="fulfilment.shipment.pickup" values={{ store: shipment.storeName }} />
                : shipment.storeName
                  ? <FormattedMessage id="fulfilment.shipment.sts" values={{ store: shipment.storeName }} />
                  : <FormattedMessage id="fulfilment.shipment.home" values={{ method: shipment.shippingMethod }} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
