import { Link, useRouteLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { loader as siteLoader } from '../site/site-layout.route';
import { useSite } from '../site/use-site';
import { favoritesPath } from './favorites-paths';

/** The header's link to the favorites page, where favorites show (not for an associate in store, not when switched off). */
export function FavoritesLink() {
  const site = useSite();
  const favorites = useRouteLoaderData<typeof siteLoader>('site')?.favorites;
  if (favorites === undefined || !favorites.enabled) return null;
  return (
    <Link to={favoritesPath.list(site)} className="favorites-link">
      <FormattedMessage id="favorites.nav" />
    </Link>
  );
}
