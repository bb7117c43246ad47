import { Link, useRouteLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { useSite } from '../site/use-site';
import { favoritesPath } from './favorites-paths';
import { favoritesStateOf } from './favorites-state';

/** The header's link to the favorites page, where favorites show (not for an associate in store, not when switched off). */
export function FavoritesLink() {
  const site = useSite();
  const favorites = favoritesStateOf(useRouteLoaderData('site'));
  if (favorites === undefined || !favorites.enabled) return null;
  return (
    <Link to={favoritesPath.list(site)} className="favorites-link">
      <FormattedMessage id="favorites.nav" />
    </Link>
  );
}
