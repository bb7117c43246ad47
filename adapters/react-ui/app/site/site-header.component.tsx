import { Link, NavLink } from 'react-router';
import type { Category } from '@switchback/core';
import { useCart } from '../cart/cart.context';
import { sitePath, type Site } from './site';

export function SiteHeader({ site, categories }: { site: Site; categories: readonly Category[] }) {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={sitePath.home(site)} className="brand" aria-label="Switchback home">
          <span className="brand__mark" aria-hidden="true">S</span>
          Switchback
        </Link>
        <nav className="category-nav" aria-label="Categories">
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <NavLink to={sitePath.category(site, category.slug, category.id)}>{category.name}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          <MiniCart site={site} />
        </div>
      </div>
    </header>
  );
}

/** The header's cart link with the number of units in the cart, announced politely when it changes. */
function MiniCart({ site }: { site: Site }) {
  const { itemCount, status } = useCart();
  const label = `Cart, ${itemCount} ${itemCount === 1 ? 'item' : 'items'}`;
  return (
    <>
      <Link to={sitePath.cart(site)} className="mini-cart" aria-label={label} data-status={status}>
        <span aria-hidden="true">Cart</span>
        <span className="mini-cart__count" aria-hidden="true">{itemCount}</span>
      </Link>
      <span className="visually-hidden" role="status">{status === 'ready' ? label : ''}</span>
    </>
  );
}
