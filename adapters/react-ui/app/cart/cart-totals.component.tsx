import { formatMoney, type Cart } from '@switchback/core';
import type { Site } from '../site/site';

/** The cart's totals as a definition list. */
export function CartTotals({ site, cart }: { site: Site; cart: Cart }) {
  const money = (minor: number) => formatMoney(minor, cart.totals.currency, site.locale);
  const { totals } = cart;
  return (
    <dl className="totals">
      <div>
        <dt>Items ({totals.totalUnits})</dt>
        <dd>{money(totals.itemTotal)}</dd>
      </div>
      {totals.totalDiscount > 0 && (
        <div>
          <dt>Discount</dt>
          <dd>−{money(totals.totalDiscount)}</dd>
        </div>
      )}
      <div>
        <dt>Shipping</dt>
        <dd>{money(totals.shipping)}</dd>
      </div>
      <div>
        <dt>Tax</dt>
        <dd>{money(totals.tax)}</dd>
      </div>
      <div className="totals__grand">
        <dt>Total</dt>
        <dd>{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
