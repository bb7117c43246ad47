import { Link, redirect, useActionData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { productPath } from '@switchback/core';
import type { Route } from './+types/write-review.route';
import { authPath } from '../auth/auth-paths';
import { uiMessage } from '../errors/ui-message';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { loaderFailure } from '../site/route-errors';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { ReviewForm } from './review-form.component';
import { reviewPath, withNotice } from './review-paths';
import { writeReview } from './write-review.server';

/**
 * `/{locale}/reviews/write/{productId}`: write a review (issue 11 §3). Sign-in needed: a guest goes to sign-in and
 * comes back here. The product page's own form posts here too: with JavaScript its fetcher gets the result as data;
 * without, a written review redirects to the product page (Post/Redirect/Get) and errors show on this page's form.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const productId = args.params.productId;
  if (!storefront.session.shopper.state.loggedIn) throw redirect(authPath.signIn(site, { redirectTo: reviewPath.write(site, productId) }));
  const product = await storefront.products.details(productId);
  if (product.isErr()) return loaderFailure(uiMessage(product.error));
  return withCookies(storefront, {
    product: { id: product.value.id, name: product.value.name, path: productPath(site.id, product.value.slug, product.value.id) },
    meta: pageMeta(site, product.value.name, product.value.description),
  });
}

export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const productId = args.params.productId;
  if (!storefront.session.shopper.state.loggedIn) return redirectWithCookies(storefront, authPath.signIn(site, { redirectTo: reviewPath.write(site, productId) }));
  const form = await args.request.formData();
  const result = await writeReview(storefront, productId, form);
  if (result.ok && !isEnhanced(form)) {
    const product = await storefront.products.details(productId);
    const page = product.isOk() ? productPath(site.id, product.value.slug, product.value.id) : reviewPath.write(site, productId);
    return redirectWithCookies(storefront, withNotice(page, 'reviews.notice.written'));
  }
  return withCookies(storefront, result, result.ok ? 200 : 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export default function WriteReview({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <section className="write-review-page" aria-labelledby="write-review-title">
      <h1 id="write-review-title"><FormattedMessage id="reviews.write.pageTitle" values={{ name: loaderData.product.name }} /></h1>
      <ReviewForm productId={loaderData.product.id} initial={result ?? null} />
      <p><Link to={loaderData.product.path}><FormattedMessage id="reviews.write.backToProduct" values={{ name: loaderData.product.name }} /></Link></p>
    </section>
  );
}
