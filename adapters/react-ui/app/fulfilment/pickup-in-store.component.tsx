import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { useSite } from '../site/use-site';

/**
 * Issue 10: the product page's "Pick up at my store": a second submit of the add-to-cart form carrying the shopper's
 * store (the API reserves the chosen size from that store's stock, or answers STORE_PICKUP_UNAVAILABLE). Without a
 * store yet, a link to the store finder to choose one. Works without JavaScript.
 */
export function PickupInStore({ myStore, busy }: { myStore: string | null; busy: boolean }) {
  const site = useSite();
  if (myStore === null) {
    return <p className="line-item__meta"><Link to={`/${site.id}/stores`}><FormattedMessage id="fulfilment.product.chooseStore" /></Link></p>;
  }
  return (
    <p className="pickup-in-store">
      <button type="submit" name="storeId" value={myStore} className="button button--secondary button--block" disabled={busy}>
        <FormattedMessage id="fulfilment.product.pickup" />
      </button>
      <Link to={`/${site.id}/stores`}><FormattedMessage id="fulfilment.delivery.changeStore" /></Link>
    </p>
  );
}
