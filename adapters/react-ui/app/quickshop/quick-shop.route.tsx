import { productIdSchema } from '@switchback/core';
import type { Route } from './+types/quick-shop.route';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure, notFound } from '../site/route-errors';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { loadQuickShop, runQuickShopAdd } from './quick-shop.server';
import { QuickShopForm } from './quick-shop-form.component';

/**
 * `/{locale}/quick-shop/{productId}` (storefront-experience §2 quick shop): the product, its stock per variant and
 * (`?line=`) the cart line being edited. The panel loads it with a fetcher when it opens; without JavaScript it is a
 * page of its own (the cart line's Edit links here). `?color=` picks the colour without JavaScript; `?added=` names
 * the variant a plain form post just added.
 */
export async function loader(args: Route.LoaderArgs) {
  const productId = productIdSchema.safeParse(args.params.productId);
  if (!productId.success) notFound({ id: 'errors.productNotFound' });
  const storefront = await storefrontOf(args);
  const url = new URL(args.request.url);
  const loaded = await loadQuickShop(storefront, productId.data, url.searchParams.get('line'));
  if (!loaded.ok) loaderFailure(loaded.error);
  return withCookies(storefront, {
    ...loaded.data,
    added: url.searchParams.get('added'),
    // JavaScript off: the colour the GET form chose (its sizes are shown).
    color: url.searchParams.get('color'),
    meta: pageMeta(storefront.site, loaded.data.product.name, loaded.data.product.description),
  });
}

/** Add (or, from a cart line, replace) the chosen variant: data for the panel's fetcher; a redirect without JavaScript. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const outcome = await runQuickShopAdd(storefront, form);
  if (isEnhanced(form)) return withCookies(storefront, outcome, outcome.ok ? 200 : 400);
  if (outcome.ok && form.get('intent') === 'replace') return redirectWithCookies(storefront, sitePath.cart(storefront.site));
  if (!outcome.ok) return withCookies(storefront, outcome, 400);
  const back = new URL(args.request.url);
  back.search = new URLSearchParams({ added: outcome.upc }).toString();
  return redirectWithCookies(storefront, `${back.pathname}${back.search}`);
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

export default function QuickShopPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="quick-shop-page" aria-labelledby="quick-shop-title">
      <QuickShopForm key={loaderData.color ?? ''} data={loaderData} titleId="quick-shop-title" initialColor={loaderData.color} addedUpc={loaderData.added} postError={actionData && !actionData.ok ? actionData.error : null} />
    </section>
  );
}
