import { FormattedMessage } from 'react-intl';
import { formatMoney, type CartItem } from '@switchback/core';
import { useSite } from '../site/use-site';

/** Line items read-only (checkout summary, order confirmation): picture, name, row total, colour, size, quantity. */
export function LineItemList({ items, label }: { items: readonly CartItem[]; label: string }) {
  const site = useSite();
  return (
    <ul className="line-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="line-item">
          <img src={item.image} alt="" width={88} height={88} loading="lazy" />
          <div>
            <div className="line-item__head">
              <strong>{item.name}</strong>
              <strong>{formatMoney(item.price.rowTotal, item.price.currency, site.locale)}</strong>
            </div>
            <p className="line-item__meta">
              <FormattedMessage id="line.details" values={{ colour: item.colorName, size: item.size, qty: item.qty }} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
