import { useActionData, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { Route } from './+types/loyalty-join.route';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { enrolmentPath } from './enrolment-paths';
import { LoyaltyBenefits } from './loyalty-benefits.component';
import { LoyaltyEnrolmentForm, type LoyaltyJoinResult } from './loyalty-enrolment-form.component';

/** `/{locale}/loyalty/join`: the loyalty benefits and the enrolment (signed in), or the loyalty sign-up (signed out). */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const signedIn = storefront.session.shopper.state.loggedIn;
  const profile = signedIn ? await storefront.consumer.profile() : undefined;
  const intl = serverIntl(storefront.site);
  return withCookies(storefront, {
    meta: pageMeta(storefront.site, intl.formatMessage({ id: 'loyaltyJoin.title' }), intl.formatMessage({ id: 'loyaltyJoin.benefits.title' })),
    signedIn,
    member: profile?.isOk() === true && profile.value.consumerProfile.isLoyaltyMember,
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta);

export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const form = await args.request.formData();
  const joined = await storefront.enrolment.enrolLoyalty({});
  const result: LoyaltyJoinResult = joined.isOk() ? { ok: true } : { ok: false, error: uiMessage(joined.error) };
  if (isEnhanced(form) || !result.ok) return withCookies(storefront, result, result.ok ? 200 : 400);
  return redirectWithCookies(storefront, enrolmentPath.loyaltyJoin(storefront.site));
}

export default function LoyaltyJoinPage() {
  const { signedIn, member } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="enrolment-page">
      <h1><FormattedMessage id="loyaltyJoin.title" /></h1>
      <LoyaltyBenefits />
      <LoyaltyEnrolmentForm signedIn={signedIn} member={member} initial={result} />
    </div>
  );
}
