import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useIntl } from 'react-intl';
import type { loader as siteLoader } from '../site/site-layout.route';
import { EnhancedField } from '../forms/enhanced-field.component';
import { useSite } from '../site/use-site';
import { favoritesPath } from './favorites-paths';

/**
 * The heart: a toggle button (`aria-pressed`) in a form posting to the favorites action, so it works without
 * JavaScript (the action redirects back here); with JavaScript a fetcher submits it and the pressed state follows the
 * pending submission at once (optimistic), then the revalidated favorites. Hidden where favorites do not show
 * (allowFavorites off, an associate in store).
 */
export function FavoriteButton({ productId, productName, className }: { productId: string; productName: string; className?: string }) {
  const site = useSite();
  const intl = useIntl();
  const location = useLocation();
  const fetcher = useFetcher({ key: `favorite-${productId}` });
  const favorites = useRouteLoaderData<typeof siteLoader>('site')?.favorites;
  if (favorites === undefined || !favorites.enabled) return null;
  const pending = fetcher.formData?.get('intent');
  const pressed = pending === 'add' ? true : pending === 'remove' ? false : favorites.productIds.includes(productId);
  return (
    <fetcher.Form method="post" action={favoritesPath.list(site)} className={className ? `favorite-form ${className}` : 'favorite-form'}>
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <EnhancedField />
      <button
        type="submit"
        name="intent"
        value={pressed ? 'remove' : 'add'}
        className="favorite-button"
        aria-pressed={pressed}
        aria-label={intl.formatMessage({ id: 'favorites.toggle.label' }, { name: productName })}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-7.5-4.6-10-9.3C.3 8.4 2.1 4.5 5.8 4.1c2.1-.2 3.6.9 4.6 2.4.4.6 1 .6 1.4 0 1-1.5 2.5-2.6 4.6-2.4 3.7.4 5.5 4.3 3.8 7.6C19.5 16.4 12 21 12 21z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
    </fetcher.Form>
  );
}
