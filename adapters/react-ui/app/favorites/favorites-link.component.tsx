import { Link, useRouteLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { sitePath, useSite } from '../site/use-site';
import { favoritesStateOf } from './favorites-state';

/** The header's link to the favorites page, where favorites show (not for an associate in store, not when switched off). */
export function FavoritesLink() {
  const site = useSite();
  const favorites = favoritesStateOf(useRouteLoaderData('site'));
  if (favorites === undefined || !favorites.enabled) return null;
  return (
    <Link to={sitePath.favorites(site)} className="favorites-link">
      <FormattedMessage id="favorites.nav" />
    </Link>
  );
}
