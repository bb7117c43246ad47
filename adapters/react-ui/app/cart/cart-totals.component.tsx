import { cartTotalsDisplay, type Totals } from '@switchback/core';
import type { Site } from '../site/site';

/**
 * The totals of a cart or of an order (core's cartTotalsDisplay, formatted for the site's locale): tax included
 * in the prices shows after the total, and a markdown, already taken off the items, shows as what the shopper saves.
 */
export function CartTotals({ site, totals }: { site: Site; totals: Totals }) {
  const display = cartTotalsDisplay(totals, site.locale);
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
      {!display.taxIncluded && (
        <div>
          <dt>Tax</dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      <div className="totals__grand">
        <dt>Total</dt>
        <dd>{display.total.text}</dd>
      </div>
      {display.taxIncluded && (
        <div className="totals__note">
          <dt>Including tax</dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      {display.savings && (
        <div className="totals__note totals__saving">
          <dt>You save</dt>
          <dd>{display.savings.text}</dd>
        </div>
      )}
    </dl>
  );
}
