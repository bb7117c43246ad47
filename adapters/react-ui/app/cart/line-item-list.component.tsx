import { formatMoney, type CartItem } from '@switchback/core';
import type { Site } from '../site/site';
import { colourLabel } from './colour-label';

/** Line items read-only (checkout summary, order confirmation): picture, name, row total, colour, size, quantity. */
export function LineItemList({ site, items, label }: { site: Site; items: readonly CartItem[]; label: string }) {
  return (
    <ul className="line-items" aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className="line-item">
          <img src={item.image} alt="" width={88} height={88} />
          <div>
            <div className="line-item__head">
              <strong>{item.name}</strong>
              <strong>{formatMoney(item.price.rowTotal, item.price.currency, site.locale)}</strong>
            </div>
            <p className="line-item__meta">
              Colour {colourLabel(item.color)} · Size {item.size} · Quantity {item.qty}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
