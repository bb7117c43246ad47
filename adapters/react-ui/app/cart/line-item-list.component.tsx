import { FormattedMessage } from 'react-intl';
import { itemsByDelivery, type CartItem } from '@switchback/core';
import { DeliveryGroups } from '../fulfilment/delivery-groups.component';
import { LinePrice, LinePromotions } from '../promotions/line-promotions.component';

/** Line items read-only (checkout summary, order confirmation): picture, name, row total (after its promotions), colour, size, quantity, callouts. */
export function LineItemList({ items, label }: { items: readonly CartItem[]; label: string }) {
  // Issue 10 §4: grouped by delivery, the pickup lines in pickup order (one list when every line ships home).
  return <DeliveryGroups groups={itemsByDelivery(items)} label={label} render={(group) => <Lines items={group} label={label} />} />;
}

function Lines({ items, label }: { items: readonly CartItem[]; label: string }) {
  return (
    <ul className="line-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="line-item">
          <img src={item.image} alt="" width={88} height={88} loading="lazy" />
          <div>
            <div className="line-item__head">
              <strong>{item.name}</strong>
              <LinePrice item={item} />
            </div>
            <p className="line-item__meta">
              <FormattedMessage id="line.details" values={{ colour: item.colorName, size: item.size, qty: item.qty }} />
            </p>
            <LinePromotions item={item} />
          </div>
        </li>
      ))}
    </ul>
  );
}
