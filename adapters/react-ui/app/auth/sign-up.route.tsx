import { Link, redirect, useActionData, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { parseSignUpQuery, type SignUpQuery } from '@switchback/core';
import type { Route } from './+types/sign-up.route';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { isEnhanced, redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { EnhancedField } from '../forms/enhanced-field.component';
import { sitePath, useSite } from '../site/use-site';
import { AuthForm } from './auth-form.component';
import { SignUpFields } from './auth-fields.component';
import { authFlagsOf, authPath } from './auth-paths';
import { firstEnrolmentStep } from './sign-in.server';
import { signUpAndSignIn } from '../enrolment/sign-up-account.server';
import { enrolmentPath } from '../enrolment/enrolment-paths';
import { interestsStepFollows, markInterestsPending, type InterestsWelcome } from '../enrolment/interests-step.server';

/** The query parameters a sign-up link carries (§2), kept through the form as hidden fields. */
const QUERY_FIELDS = ['consumerId', 'email', 'referral_code', 'storeNum', 'enrollment_marketing_source', 'leadSource'] as const;

const queryOf = (url: URL): SignUpQuery => parseSignUpQuery(Object.fromEntries(QUERY_FIELDS.map((name) => [name, url.searchParams.get(name) ?? undefined])));
const queryOfForm = (form: FormData): SignUpQuery =>
  parseSignUpQuery(Object.fromEntries(QUERY_FIELDS.map((name) => { const v = form.get(name); return [name, typeof v === 'string' ? v : undefined]; })));

/**
 * `/{locale}/account/sign-up` (commerce-core §2 sign-up, storefront-experience §5 rules). `?variant=loyalty` is the
 * loyalty variant (§2 sign-up form, loyalty variant): prefilled from the link's query parameters (§2: consumerId and
 * email, referral_code, storeNum, enrollment_marketing_source, leadSource), and the account joins the programme.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  const url = new URL(args.request.url);
  const loyalty = url.searchParams.get('variant') === 'loyalty';
  if (session.shopper.state.loggedIn) throw redirect(loyalty ? enrolmentPath.loyaltyJoin(site) : sitePath.home(site));
  const intl = serverIntl(site);
  const title = intl.formatMessage({ id: loyalty ? 'loyaltySignUp.title' : 'auth.signUp.title' });
  return withCookies(storefront, {
    meta: pageMeta(site, title, intl.formatMessage({ id: 'auth.signUp.meta.description' })),
    loyalty,
    query: queryOf(url),
    flags: authFlagsOf((name) => url.searchParams.get(name)),
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/**
 * Core's sign-up rules, the account created (welcome mail), then signed in at once (PKCE, the guest cart merged).
 * Default: core's enrolment start step (the complete-profile steps). Loyalty: §4 "Loyalty sign-up only updates the
 * profile with a Loyalty enrolment" (the campaign from enrollment_marketing_source or leadSource), then the loyalty page.
 * §4 then an optional interests step (core's rule on the setting, the newsletter box and the link's flags): with
 * JavaScript a dialog over the page the shopper lands on (the "interests pending" flash cookie), without it the
 * interests page first, which then sends the shopper on.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site } = storefront;
  const form = await args.request.formData();
  const signedUp = await signUpAndSignIn(storefront, form);
  if (signedUp.isErr()) return withCookies(storefront, signedUp.error.result, signedUp.error.status);
  const { email, signedIn, newsletterOptIn } = signedUp.value;
  if (!signedIn) return redirectWithCookies(storefront, authPath.signIn(site, { email }));
  const welcome: InterestsWelcome = form.get('variant') === 'loyalty' ? 'loyalty' : 'account';
  if (welcome === 'loyalty') {
    const query = queryOfForm(form);
    const source = query.enrollmentMarketingSource ?? query.leadSource;
    const enrolled = await storefront.enrolment.enrolLoyalty(source ? { source: source.slice(0, 40) } : {});
    if (enrolled.isErr()) return redirectWithCookies(storefront, enrolmentPath.loyaltyJoin(site));
  }
  const next = welcome === 'loyalty' ? enrolmentPath.loyaltyJoin(site) : authPath.completeProfile(site, firstEnrolmentStep(null));
  if (!interestsStepFollows(authFlagsOf((name) => form.get(name)), newsletterOptIn)) return redirectWithCookies(storefront, next);
  if (!isEnhanced(form)) return redirectWithCookies(storefront, enrolmentPath.interests(site, { welcome, next }));
  markInterestsPending(storefront, welcome);
  return redirectWithCookies(storefront, next);
}

export default function SignUpPage() {
  const site = useSite();
  const { loyalty, query, flags } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const values = result?.values ?? { email: query.email ?? '' };
  return (
    <div className="auth-page">
      <h1><FormattedMessage id={loyalty ? 'loyaltySignUp.title' : 'auth.signUp.title'} /></h1>
      {loyalty && <p><FormattedMessage id="loyaltySignUp.intro" /></p>}
      {loyalty && query.referralCode && <p className="notice"><FormattedMessage id="loyaltySignUp.referred" values={{ code: query.referralCode }} /></p>}
      <AuthForm recaptchaAction="signup" followUpRecaptchaAction="signin" result={result}
        submit={<FormattedMessage id={loyalty ? 'loyaltySignUp.submit' : 'auth.signUp.submit'} />} busyLabel={<FormattedMessage id="auth.signUp.busy" />}>
        <EnhancedField />
        {loyalty && <input type="hidden" name="variant" value="loyalty" />}
        {query.consumerId && <input type="hidden" name="consumerId" value={query.consumerId} />}
        {query.referralCode && <input type="hidden" name="referral_code" value={query.referralCode} />}
        {query.storeNum && <input type="hidden" name="storeNum" value={query.storeNum} />}
        {query.enrollmentMarketingSource && <input type="hidden" name="enrollment_marketing_source" value={query.enrollmentMarketingSource} />}
        {query.leadSource && <input type="hidden" name="leadSource" value={query.leadSource} />}
        <SignUpFields idPrefix="sign-up" result={result} values={values} flags={flags} />
      </AuthForm>
      <p>
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <Link to={authPath.signIn(site, { email: values.email || undefined, ...flags })}><FormattedMessage id="auth.signUp.signIn" /></Link>
      </p>
    </div>
  );
}
