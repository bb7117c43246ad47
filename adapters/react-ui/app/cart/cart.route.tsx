import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { formatMoney, type Cart, type CartItem } from '@switchback/core';
import type { Route } from './+types/cart.route';
import type { UiMessage } from '../errors/ui-message';
import { DEFAULT_SITE, siteFromSegment, sitePath, type Site } from '../site/site';
import { useCart } from './cart.context';
import { CartTotals } from './cart-totals.component';
import { colourLabel } from './colour-label';

export const meta: Route.MetaFunction = () => [{ title: 'Your cart | Switchback' }];

/** `/{locale}/cart`: lines with quantity change and removal, and the totals. The cart lives in the browser. */
export default function CartPage() {
  const site = siteFromSegment(useParams().locale) ?? DEFAULT_SITE;
  const { cart, status, error } = useCart();
  return (
    <>
      <h1>Your cart</h1>
      {status === 'pending' && (
        <p className="status-line" role="status">
          <span className="spinner" aria-hidden="true" /> Loading your cart…
        </p>
      )}
      {status === 'failed' && error && (
        <p className="notice notice--error" role="alert">
          {error.text}
        </p>
      )}
      {status === 'ready' && (cart === null || cart.items.length === 0) && (
        <div className="empty-state">
          <p>Your cart is empty.</p>
          <Link className="button" to={sitePath.home(site)}>Continue shopping</Link>
        </div>
      )}
      {status === 'ready' && cart !== null && cart.items.length > 0 && <CartContents site={site} cart={cart} />}
    </>
  );
}

function CartContents({ site, cart }: { site: Site; cart: Cart }) {
  return (
    <div className="cart-layout">
      <ul className="line-items" aria-label="Items in your cart">
        {cart.items.map((item) => (
          <CartLine key={`${item.id}:${item.qty}`} site={site} item={item} />
        ))}
      </ul>
      <aside className="summary-box" aria-labelledby="summary-title">
        <h2 id="summary-title">Order summary</h2>
        <CartTotals site={site} totals={cart.totals} />
        <Link className="button button--block" to={sitePath.checkout(site)}>Checkout</Link>
        <Link to={sitePath.home(site)}>Continue shopping</Link>
      </aside>
    </div>
  );
}

type LineState = { readonly type: 'idle' } | { readonly type: 'saving'; readonly what: string } | { readonly type: 'failed'; readonly message: UiMessage };

function CartLine({ site, item }: { site: Site; item: CartItem }) {
  const { updateQuantity, remove } = useCart();
  const [qty, setQty] = useState(String(item.qty));
  const [state, setState] = useState<LineState>({ type: 'idle' });
  const money = (minor: number) => formatMoney(minor, item.price.currency, site.locale);
  const qtyId = `qty-${item.id}`;
  const errorId = `line-error-${item.id}`;

  const update = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const wanted = Number(qty.trim() === '' ? Number.NaN : qty);
    setState({ type: 'saving', what: 'Updating quantity…' });
    const result = await updateQuantity(item, wanted);
    setState(result.match<LineState>(() => ({ type: 'idle' }), (message) => ({ type: 'failed', message })));
  };

  const removeLine = async () => {
    setState({ type: 'saving', what: 'Removing…' });
    const result = await remove(item);
    if (result.isErr()) setState({ type: 'failed', message: result.error });
  };

  const busy = state.type === 'saving';
  return (
    <li className="line-item" aria-busy={busy}>
      <img src={item.image} alt="" width={88} height={88} />
      <div>
        <div className="line-item__head">
          <div>
            <Link to={sitePath.product(site, item.slug, item.productId)}>
              <strong>{item.name}</strong>
            </Link>
            <p className="line-item__meta">
              Colour {colourLabel(item.color)} · Size {item.size} · {money(item.price.current)} each
            </p>
          </div>
          <strong aria-label={`Line total ${money(item.price.rowTotal)}`}>{money(item.price.rowTotal)}</strong>
        </div>
        <form className="line-item__actions" onSubmit={update} noValidate>
          <div className="field">
            <label htmlFor={qtyId}>Quantity</label>
            <input
              id={qtyId}
              type="number"
              inputMode="numeric"
              min={1}
              max={item.maxQty > 0 ? item.maxQty : undefined}
              value={qty}
              onChange={(event) => setQty(event.target.value)}
              aria-invalid={state.type === 'failed' && state.message.field === 'qty'}
              aria-describedby={state.type === 'failed' ? errorId : undefined}
            />
          </div>
          <button type="submit" className="button button--secondary" disabled={busy}>Update</button>
          <button type="button" className="button button--link" onClick={removeLine} disabled={busy} aria-label={`Remove ${item.name} from cart`}>
            Remove
          </button>
        </form>
        <div aria-live="polite" className="status-line">{state.type === 'saving' ? state.what : ''}</div>
        {state.type === 'failed' && (
          <p id={errorId} className="field__error" role="alert">
            {state.message.text}
          </p>
        )}
      </div>
    </li>
  );
}
