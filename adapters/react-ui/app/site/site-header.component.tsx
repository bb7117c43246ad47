import { Form, Link, NavLink, useFetchers, useLocation } from 'react-router';
import { FavoritesLink } from '../favorites/favorites-link.component';
import { FormattedMessage, useIntl } from 'react-intl';
import { categoryPath, headerHidesOnScroll, type Category, type MegaMenuEntry } from '@switchback/core';
import { HeaderMenus, StickyHeader } from '../content-chrome/chrome-parts';
import { authPath } from '../auth/auth-paths';
import { SignInLink } from '../auth/auth-dialog.component';
import { useShopper } from '../session/use-shopper';
import { SiteSearch } from '../search/site-search.component';
import { sitePath, useSite } from './use-site';

/** The brand as the logo shows it: a name, not a word to translate. */
const BRAND_NAME = 'Switchback';

/**
 * The site header: the brand, the mega-menu from content (or, when the menu call failed, the catalogue's categories),
 * search, favorites, account and cart. Sticky, hiding on scroll down and returning on scroll up (core's rule; never
 * on the cart and checkout, never with a menu open or the focus inside).
 */
export function SiteHeader({ categories, cartUnits, menu }: { categories: readonly Category[]; cartUnits: number; menu?: readonly MegaMenuEntry[] | null }) {
  const site = useSite();
  const intl = useIntl();
  const location = useLocation();
  const route = location.pathname.slice(`/${site.id}`.length) || '/';
  const hasMenu = menu !== undefined && menu !== null && menu.length > 0;
  return (
    <header className={`site-header${headerHidesOnScroll(route) ? '' : ' site-header--static'}`}>
      <StickyHeader route={route} />
      <div className="site-header__bar">
        {/* One message names the whole link ("Switchback home", "Switchback, page d’accueil"); it contains the visible brand. */}
        <Link to={sitePath.home(site)} className="brand" aria-label={intl.formatMessage({ id: 'header.home' }, { brand: BRAND_NAME })}>
          <span className="brand__mark" aria-hidden="true" />
          {BRAND_NAME}
        </Link>
        {hasMenu ? <HeaderMenus entries={menu} /> : (
          <nav className="category-nav" aria-label={intl.formatMessage({ id: 'header.categories' })}>
            <ul>
              {categories.map((category) => (
                <li key={category.id}>
                  <NavLink to={categoryPath(site.id, category.slug, category.id)}>{category.name}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <SiteSearch />
        <div className="header-tools">
          <FavoritesLink />
          <AccountLinks />
          <MiniCart units={cartUnits} />
        </div>
      </div>
    </header>
  );
}

const wholeNumber = (value: FormDataEntryValue | null | undefined): number => {
  const number = typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(number) && number >= 0 ? number : 0;
};

/**
 * The units in the cart, counted optimistically: a cart form still being submitted (its fetcher pending) already
 * counts, from the form's own data (intent, qty, and the line's current qty). A form that failed counts no more
 * once its fetcher is idle again.
 */
export function useOptimisticCartUnits(units: number): number {
  let count = units;
  for (const fetcher of useFetchers()) {
    const form = fetcher.formData;
    // Submitting, then reloading the cart count: the form still counts until the new count has arrived.
    if (form === undefined) continue;
    const intent = form.get('intent');
    if (intent === 'add') count += wholeNumber(form.get('qty') ?? '1');
    else if (intent === 'update') count += wholeNumber(form.get('qty')) - wholeNumber(form.get('currentQty'));
    else if (intent === 'remove') count -= wholeNumber(form.get('currentQty'));
  }
  return Math.max(0, count);
}

/** The header's cart link with the number of units in the cart; its name contains its visible text. */
function MiniCart({ units }: { units: number }) {
  const site = useSite();
  const count = useOptimisticCartUnits(units);
  return (
    <Link to={sitePath.cart(site)} className="mini-cart">
      <FormattedMessage id="header.cart" />
      {' '}
      <span className="mini-cart__count">{count}</span>
      <span className="visually-hidden"> <FormattedMessage id="header.cart.units" values={{ count }} /></span>
    </Link>
  );
}

/**
 * Issue 7: "Sign in" for a guest (back to this page afterwards); for a signed-in shopper their account and a
 * "Sign out" form (a POST: it works without JavaScript; core's logout sequence decides where it lands).
 */
function AccountLinks() {
  const site = useSite();
  const shopper = useShopper();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (!shopper.signedIn) {
    return (
      <SignInLink redirectTo={here.startsWith(authPath.signIn(site)) ? undefined : here} className="header-link" />
    );
  }
  return (
    <>
      <Link to={authPath.account(site)} className="header-link">
        {shopper.firstName ? <FormattedMessage id="header.account.named" values={{ name: shopper.firstName }} /> : <FormattedMessage id="header.account" />}
      </Link>
      <Form method="post" action={authPath.signOut(site)} className="header-form">
        <input type="hidden" name="from" value={here} />
        <button type="submit" className="button button--link"><FormattedMessage id="header.signOut" /></button>
      </Form>
    </>
  );
}
