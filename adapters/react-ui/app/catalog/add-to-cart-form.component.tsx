import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ProductDetails, Variant } from '@switchback/core';
import { useCart } from '../cart/cart.context';
import type { UiMessage } from '../errors/ui-message';
import { useStorefront } from '../storefront.context';
import { sitePath, type Site } from '../site/site';

type AddState = { readonly type: 'idle' } | { readonly type: 'adding' } | { readonly type: 'added'; readonly text: string } | { readonly type: 'failed'; readonly message: UiMessage };

/** Adds the chosen variant: a size must be chosen first; shows adding, added and error states. */
export function AddToCartForm({ site, product, variant, colorName }: { site: Site; product: ProductDetails; variant: Variant | null; colorName: string }) {
  const storefront = useStorefront();
  const { add } = useCart();
  const [state, setState] = useState<AddState>({ type: 'idle' });
  const [sizeError, setSizeError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (variant === null) {
      setSizeError('Please choose a size.');
      return;
    }
    if (!variant.orderable) {
      setSizeError('This size is out of stock: please choose another.');
      return;
    }
    setSizeError(null);
    setState({ type: 'adding' });
    const result = await add({ productId: product.id, upc: variant.upc, qty: 1 });
    setState(
      result.match<AddState>(
        () => ({ type: 'added', text: `Added ${product.name} (${colorName}, size ${variant.size}) to your cart.` }),
        (message) => ({ type: 'failed', message }),
      ),
    );
  };

  const busy = state.type === 'adding';
  return (
    <form className="add-to-cart" onSubmit={submit} noValidate aria-describedby="add-to-cart-status">
      {sizeError && (
        <p className="field__error" role="alert">
          {sizeError}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={storefront === null || busy} aria-busy={busy}>
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" /> Adding…
          </>
        ) : (
          'Add to cart'
        )}
      </button>
      <div id="add-to-cart-status" aria-live="polite">
        {state.type === 'added' && (
          <p className="notice notice--ok">
            {state.text} <Link to={sitePath.cart(site)}>View cart</Link>
          </p>
        )}
      </div>
      {state.type === 'failed' && (
        <p className="notice notice--error" role="alert">
          {state.message.text}
        </p>
      )}
    </form>
  );
}
