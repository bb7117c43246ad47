import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';

/** The panel's code (and Radix's) is a chunk of its own, loaded on the first press: the listing's budget holds. */
const QuickShopPanel = lazy(() => import('./quick-shop-panel.lazy'));

/**
 * "Quick shop" on a product card (listings, search, recommendation rails) or "Edit" on a cart line. Without
 * JavaScript it is a link (to the product page; a cart line's Edit to the quick-shop page); with it, it opens the
 * quick-shop panel, and focus comes back to it when the panel closes.
 */
export function QuickShopButton({ productId, productName, href, lineId, className = 'button button--secondary quick-shop-button', children }: {
  productId: string;
  productName: string;
  href: string;
  lineId?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };
  return (
    <>
      <Link ref={opener} to={href} className={className} onClick={press} aria-haspopup="dialog"
        aria-label={intl.formatMessage({ id: lineId ? 'quickShop.edit.label' : 'quickShop.open.label' }, { name: productName })}>
        {children ?? <FormattedMessage id="quickShop.open" />}
      </Link>
      {wanted && (
        <Suspense fallback={null}>
          <QuickShopPanel productId={productId} productName={productName} lineId={lineId} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
