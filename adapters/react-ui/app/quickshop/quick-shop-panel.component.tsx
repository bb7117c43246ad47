import { useCallback, useEffect } from 'react';
import { useFetcher } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { closesAfterAdd } from '@switchback/core';
import { Overlay } from '../overlays/overlay.component';
import { useSite } from '../site/use-site';
import type { loader as quickShopLoader } from './quick-shop.route';
import { QuickShopForm } from './quick-shop-form.component';
import { useQuickShopAdd } from './quick-shop-add';
import { useToast } from '../overlays/toast-store';

/** §4 "After a successful add, the panel closes if the mini-cart feature or closeOnAdd applies": the header has a mini-cart. */
const CLOSE_ON_ADD = closesAfterAdd({ miniCartFeature: true, closeOnAdd: true });

/**
 * The quick-shop panel (its own chunk: loaded when a Quick shop button is first pressed). It loads the product and
 * its stock from the quick-shop route when it opens, and adds through core's AddFromQuickShop. A right panel on
 * large screens, a bottom one on small (the Overlay's `panel`).
 */
export default function QuickShopPanel({ productId, productName, lineId, open, onOpenChange }: {
  productId: string;
  productName: string;
  lineId?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const site = useSite();
  const intl = useIntl();
  const details = useFetcher<typeof quickShopLoader>();
  const base = `/${site.id}/quick-shop/${encodeURIComponent(productId)}`;
  const href = lineId ? `${base}?line=${encodeURIComponent(lineId)}` : base;
  const { load, state, data } = details;
  useEffect(() => {
    if (open && state === 'idle') void load(href);
    // Load on each opening (stock may have changed), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, href]);
  const toast = useToast();
  // §2 toasts: the add said in a toast (the panel closes on success, §4); a failure stays in the panel as its alert (§8).
  const onAdded = useCallback(() => {
    toast.show({ title: intl.formatMessage({ id: 'quickShop.added' }, { name: productName }), type: 'success' });
    if (CLOSE_ON_ADD) onOpenChange(false);
  }, [onOpenChange, toast, intl, productName]);
  const { add, error, busy } = useQuickShopAdd(base, onAdded);

  const loaded = data !== undefined && data.product.id === productId ? data : undefined;

  return (
    <Overlay open={open} onOpenChange={onOpenChange} kind="panel" size="large" title={productName}
      closeLabel={intl.formatMessage({ id: 'quickShop.close' })}>
      {loaded === undefined ? (
        <p role="status" className="status-line"><span className="spinner" aria-hidden="true" /> <FormattedMessage id="quickShop.loading" /></p>
      ) : (
        <QuickShopForm key={`${loaded.product.id}:${loaded.line?.itemId ?? ''}`} data={loaded} titleId="" heading={false} onSubmit={add} busy={busy} error={error} />
      )}
    </Overlay>
  );
}
