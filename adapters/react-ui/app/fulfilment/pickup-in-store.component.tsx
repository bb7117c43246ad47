import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSite } from '../site/use-site';
import { pickupStorePath } from './pickup-store-paths';

/** The store picker dialog loads when it first opens (it needs JavaScript anyway: without it the link is its page). */
const PickupStoreDialog = lazy(() => import('./pickup-store.component').then((module) => ({ default: module.PickupStoreDialog })));

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Issue 10 §2: the product page's pickup in store. "Pick up at my store" is a second submit of the add-to-cart form
 * carrying the shopper's store (the API reserves the chosen size from that store's stock, or answers
 * STORE_PICKUP_UNAVAILABLE). "Pick up in store" sends the form's size as a GET to the pickup-in-store page (the stores
 * near mine with that size's stock); once hydrated it opens the same list in a dialog instead.
 */
export function PickupInStore({ myStore, busy, productId, upc, needsSize = false }: { myStore: string | null; busy: boolean; productId: string; upc: string | null; needsSize?: boolean }) {
  const site = useSite();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [needSize, setNeedSize] = useState(needsSize);
  return (
    <div className="pickup-in-store">
      {myStore !== null && (
        <button type="submit" name="storeId" value={myStore} className="button button--secondary button--block" disabled={busy}>
          <FormattedMessage id="fulfilment.product.pickup" />
        </button>
      )}
      <button ref={opener} type="submit" formMethod="get" formAction={`/${site.id}/pickup-store`} formNoValidate
        className="button button--link" data-testid="pickup-in-store" aria-describedby={needSize ? 'pickup-in-store-size' : undefined}
        onClick={(event) => {
          if (!plainClick(event)) return;
          event.preventDefault();
          if (upc === null) {
            setNeedSize(true);
            return;
          }
          setNeedSize(false);
          setOpen(pickupStorePath(site.id, { product: productId, upc }));
        }}>
        <FormattedMessage id={myStore === null ? 'fulfilment.product.chooseStore' : 'fulfilment.product.otherStore'} />
      </button>
      {needSize && <p id="pickup-in-store-size" className="field__error" role="alert"><FormattedMessage id="fulfilment.product.chooseSize" /></p>}
      {open !== null && (
        <Suspense fallback={null}>
          <PickupStoreDialog href={open} onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }} />
        </Suspense>
      )}
    </div>
  );
}
