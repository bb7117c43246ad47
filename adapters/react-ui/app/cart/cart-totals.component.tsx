import { FormattedMessage } from 'react-intl';
import { cartTotalsDisplay, type Totals } from '@switchback/core';
import { useSite } from '../site/use-site';

/**
 * The totals of a cart or of an order (core's cartTotalsDisplay, formatted for the site's locale): tax included
 * in the prices shows after the total, and a markdown, already taken off the items, shows as what the shopper saves.
 * Until a shipping method is chosen the shipping line says it is calculated at checkout (no "$0.00").
 */
export function CartTotals({ totals, shippingChosen }: { totals: Totals; shippingChosen: boolean }) {
  const site = useSite();
  const display = cartTotalsDisplay(totals, site.locale);
  return (
    <dl className="totals">
      <div>
        <dt><FormattedMessage id="totals.items" values={{ count: display.units }} /></dt>
        <dd>{display.items.text}</dd>
      </div>
      <div>
        <dt><FormattedMessage id="totals.shipping" /></dt>
        <dd>{shippingChosen ? display.shipping.text : <FormattedMessage id="totals.shipping.atCheckout" />}</dd>
      </div>
      {!display.taxIncluded && (
        <div>
          <dt><FormattedMessage id="totals.tax" /></dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      <div className="totals__grand">
        <dt>{shippingChosen ? <FormattedMessage id="totals.total" /> : <FormattedMessage id="totals.subtotal" />}</dt>
        <dd>{display.total.text}</dd>
      </div>
      {display.taxIncluded && (
        <div className="totals__note">
          <dt><FormattedMessage id="totals.taxIncluded" /></dt>
          <dd>{display.tax.text}</dd>
        </div>
      )}
      {display.savings && (
        <div className="totals__note totals__saving">
          <dt><FormattedMessage id="totals.savings" /></dt>
          <dd>{display.savings.text}</dd>
        </div>
      )}
    </dl>
  );
}
