import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { QuickShopFooter } from '@switchback/core';

/**
 * The quick shop's footer action (§4), exactly the button core's `quickShopFooter` chose: Notify me (to the
 * product page's notify-me form), a disabled Out of stock, Sign in to buy (to sign-in, back here afterwards),
 * Update in cart, or Add to cart with the price. A not-yet-enabled submit stays focusable (aria-disabled). Before
 * hydration (JavaScript off) the size is not known here: the submit stays enabled and the action checks it.
 */
export function QuickShopFooterActions({ footer, busy, price, notifyMeHref, signInHref, hydrated }: {
  footer: QuickShopFooter;
  hydrated: boolean;
  busy: boolean;
  /** The Add to cart price, formatted. */
  price: string;
  notifyMeHref: string;
  signInHref: string;
}) {
  const held = hydrated && !footer.enabled;
  const holdIfDisabled = (event: { preventDefault(): void }) => { if (held) event.preventDefault(); };
  return (
    <div className="quick-shop__footer">
      {footer.button === 'NotifyMe' && (
        <Link className="button button--block button--secondary" to={notifyMeHref}><FormattedMessage id="quickShop.notifyMe" /></Link>
      )}
      {footer.button === 'OutOfStock' && (
        <button type="button" className="button button--block" disabled><FormattedMessage id="product.stock.outOfStock" /></button>
      )}
      {footer.button === 'SignInToBuy' && (
        <Link className="button button--block" to={signInHref}><FormattedMessage id="quickShop.signInToBuy" /></Link>
      )}
      {footer.button === 'UpdateInCart' && (
        <button type="submit" className="button button--block" disabled={busy} aria-disabled={held} aria-busy={busy} onClick={holdIfDisabled}>
          {busy ? <FormattedMessage id="product.adding" /> : <FormattedMessage id="quickShop.updateInCart" />}
        </button>
      )}
      {footer.button === 'AddToCart' && (
        <button type="submit" className="button button--block" disabled={busy} aria-disabled={held} aria-busy={busy} onClick={holdIfDisabled}>
          {busy ? <FormattedMessage id="product.adding" /> : <FormattedMessage id="quickShop.addToCart" values={{ price }} />}
        </button>
      )}
    </div>
  );
}
