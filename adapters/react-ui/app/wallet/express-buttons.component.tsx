import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { expressButtons } from '@switchback/core';
import { useInStoreAssociate } from '../session/use-shopper';
import { WALLET_FEATURES } from './wallet-features';
import type { WalletKind } from './wallet-sheet.protocol';

/** The sheet's code is loaded when a button is pressed, so the page's JavaScript budget holds. */
const WalletSheet = lazy(() => import('./wallet-sheet.component'));

/**
 * The express buttons (storefront-experience §4, core `expressButtons`): the wallet's and the card provider's, on the
 * product page once a size is chosen and in the cart. They need JavaScript (the sandbox wallet runs in the browser):
 * nothing is rendered on the server or without it.
 */
export function ExpressButtons({ origin, product, variantCanBeAdded }: {
  origin: 'product-page' | 'cart';
  product: { productId: string; upc: string } | null;
  variantCanBeAdded: boolean;
}) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const inStoreEmployee = useInStoreAssociate() !== null;
  const [open, setOpen] = useState<WalletKind | null>(null);
  const walletButton = useRef<HTMLButtonElement>(null);
  const expressButton = useRef<HTMLButtonElement>(null);
  const shown = expressButtons({
    walletEnabled: WALLET_FEATURES.wallet,
    walletAvailable: hydrated,
    cardProviderEnabled: WALLET_FEATURES.cardProvider && hydrated,
    variantCanBeAdded,
    inStoreEmployee,
  });
  if (!shown.wallet && !shown.cardProvider) return null;
  return (
    <div className="express-buttons" data-testid={`express-buttons-${origin}`}>
      {shown.wallet && (
        <button ref={walletButton} type="button" className="button button--block button--wallet" onClick={() => setOpen('wallet')} disabled={open !== null}>
          <FormattedMessage id="wallet.button.pay" />
        </button>
      )}
      {shown.cardProvider && (
        <>
          <button ref={expressButton} type="button" className="button button--block button--secondary" onClick={() => setOpen('express')} disabled={open !== null}>
            <FormattedMessage id="wallet.express.button" />
          </button>
          {WALLET_FEATURES.cardProviderPayLaterMessage && <p className="field__hint"><FormattedMessage id="wallet.express.payLater" /></p>}
        </>
      )}
      {open !== null && (
        <Suspense fallback={<p role="status"><FormattedMessage id="wallet.sheet.loading" /></p>}>
          <WalletSheet kind={open} origin={origin} product={product} onClose={() => {
            const opener = open === 'wallet' ? walletButton : expressButton;
            setOpen(null);
            opener.current?.focus();
          }} />
        </Suspense>
      )}
    </div>
  );
}
