import { useFetcher, useLocation, useRouteLoaderData } from 'react-router';
import { useIntl } from 'react-intl';
import type { FavoritesState } from './favorites-state';
import { sitePath, useSite } from '../site/use-site';
import { EnhancedField } from '../forms/enhanced-field.component';

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
  const favorites = (useRouteLoaderData('site') as { favorites?: FavoritesState } | undefined)?.favorites;
  if (favorites === undefined || !favorites.enabled) return null;
  const pending = fetcher.formData?.get('intent');
  const pressed = pending === 'add' ? true : pending === 'remove' ? false : favorites.productIds.includes(productId);
  return (
    <fetcher.Form method="post" action={sitePath.favorites(site)} className={className ? `favorite-form ${className}` : 'favorite-form'}>
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
        <span className="favorite-button__heart" aria-hidden="true">{pressed ? '♥' : '♡'}</span>
      </button>
    </fetcher.Form>
  );
}
