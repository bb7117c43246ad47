import { cartTotalsDisplay, formatMoney, type Cart } from '@switchback/core';
import type { Site } from '../site/site';
import { taxIsIncluded } from './totals-view';

/**
 * The cart's totals (core's cartTotalsDisplay, formatted for the site's locale). Items are already at their
 * selling price, so a markdown is shown as what the shopper saves, not subtracted again.
 */
export function CartTotals({ site, cart }: { site: Site; cart: Cart }) {
  const display = cartTotalsDisplay(cart, site.locale);
  const included = taxIsIncluded(cart.totals);
  return (
    <dl className="totals">
      <div>
        <dt>Items ({display.unitsText})</dt>
        <dd>{display.items.text}</dd>
      </div>
      <div>
        <dt>Shipping</dt>
        <dd>{display.shipping.text}</dd>
      </div>
      {!included && (
        <div>
          <dt>Tax</dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      <div className="totals__grand">
        <dt>Total</dt>
        <dd>{display.total.text}</dd>
      </div>
      {included && (
        <div className="totals__note">
          <dt>Including tax</dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      {display.discount && (
        <div className="totals__note totals__saving">
          <dt>You save</dt>
          <dd>{formatMoney(cart.totals.totalDiscount, display.currency, site.locale)}</dd>
        </div>
      )}
    </dl>
  );
}
