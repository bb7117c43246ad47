import { useState } from 'react';
import { formatMoney, type CommerceError, type Order } from '@switchback/core';
import { CartTotals } from '../cart/cart-totals.component';
import { LineItemList } from '../cart/line-item-list.component';
import { uiMessage, type UiMessage } from '../errors/ui-message';
import { AddressBlock } from './address-block.component';
import type { StepProps } from './checkout-step.props';

/**
 * Checkout step 3 (§4 Checkout step "summary"): everything the order will contain, then place it.
 * A failure (a declined card included) is reported to the page, which keeps the cart as it is.
 */
export function SummaryStep({ site, cart, storefront, onPlaced, onFailed, onEdit }: Omit<StepProps, 'onCart'> & {
  onPlaced: (order: Order) => void;
  onFailed: (error: CommerceError, message: UiMessage) => void;
  onEdit: (step: 'shipping' | 'billing') => void;
}) {
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatMoney(minor, cart.totals.currency, site.locale);
  const method = cart.shippingMethods.applicableShippingMethods.find((option) => option.selected);
  const payment = cart.payment_instruments.at(-1);

  const place = async () => {
    setBusy(true);
    const placed = await storefront.placeOrder.run(cart.basketId);
    setBusy(false);
    placed.match(onPlaced, (error) => onFailed(error, uiMessage(error)));
  };

  return (
    <section aria-labelledby="summary-title">
      <h2 id="summary-title" tabIndex={-1}>Review and place your order</h2>
      <div className="review-grid">
        <section aria-labelledby="review-shipping">
          <h3 id="review-shipping">Shipping</h3>
          {cart.shippingAddress && <AddressBlock address={cart.shippingAddress} />}
          <p>{cart.customerEmail}</p>
          {method && (
            <p>
              {method.label} ({method.deliveryTime}): {method.price.amount === 0 ? 'Free' : money(method.price.amount)}
            </p>
          )}
          <button type="button" className="button button--link" onClick={() => onEdit('shipping')}>Edit shipping</button>
        </section>
        <section aria-labelledby="review-billing">
          <h3 id="review-billing">Billing and payment</h3>
          {cart.billingAddress && <AddressBlock address={cart.billingAddress} />}
          {payment && (
            <p>
              {payment.card.brand} ending {payment.card.last4}, expires {String(payment.card.expiryMonth).padStart(2, '0')}/
              {String(payment.card.expiryYear).slice(-2)}
            </p>
          )}
          <button type="button" className="button button--link" onClick={() => onEdit('billing')}>Edit payment</button>
        </section>
      </div>
      <h3>Items</h3>
      <LineItemList site={site} items={cart.items} label="Items in your order" />
      <div className="summary-box">
        <CartTotals site={site} totals={cart.totals} />
        <button type="button" className="button button--block" onClick={place} disabled={busy} aria-busy={busy}>
          {busy ? <><span className="spinner" aria-hidden="true" /> Placing your order…</> : `Place order · ${money(cart.totals.total)}`}
        </button>
        <p className="status-line" aria-live="polite">{busy ? 'Placing your order…' : ''}</p>
      </div>
    </section>
  );
}
