import { useActionData, useSearchParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { Route } from './+types/newsletter.route';
import { safeReturnPath } from '../favorites/return-path.server';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { NEWSLETTER_FORM_PARAM, NEWSLETTER_OUTCOME_PARAM, NewsletterForm, newsletterFormId, newsletterOutcome } from './newsletter-form.component';
import { subscribeNewsletter } from './newsletter.server';

/** `/{locale}/newsletter`: the newsletter form on its own page (and the action every newsletter form posts to). */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, { meta: pageMeta(storefront.site, intl.formatMessage({ id: 'newsletter.title' }), intl.formatMessage({ id: 'newsletter.intro' })) });
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

/**
 * POST: JavaScript on, the fetcher gets the result. Off: a success redirects back to the page the form was on with
 * `newsletter=subscribed` (or `already`) and the form's id (`newsletterForm`), Post/Redirect/Get; a refusal shows this
 * page with the errors.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const { result, status } = await subscribeNewsletter(storefront, form);
  if (isEnhanced(form) || !result.ok) return withCookies(storefront, result, status);
  const back = new URL(safeReturnPath(storefront.site, form.get('returnTo'), `/${storefront.site.id}/newsletter`), args.request.url);
  back.searchParams.set(NEWSLETTER_OUTCOME_PARAM, result.alreadySubscribed ? 'already' : 'subscribed');
  back.searchParams.set(NEWSLETTER_FORM_PARAM, newsletterFormId(form.get('formId')) ?? PAGE_FORM);
  return redirectWithCookies(storefront, `${back.pathname}${back.search}`);
}

/** The id of this page's own form. */
const PAGE_FORM = 'page';

export default function NewsletterPage() {
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <div className="enrolment-page">
      <h1><FormattedMessage id="newsletter.page.title" /></h1>
      <NewsletterForm idPrefix="newsletter-page" formId={PAGE_FORM} initial={result ?? newsletterOutcome(params, PAGE_FORM)} />
    </div>
  );
}
