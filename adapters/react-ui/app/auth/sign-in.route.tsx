import { Link, redirect, useActionData, useSearchParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { validateSignInForm } from '@switchback/core';
import type { Route } from './+types/sign-in.route';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { SignInFields } from './auth-fields.component';
import { formErrors } from './auth-form.server';
import { authFlagsOf, authPath, safeRedirect } from './auth-paths';
import { signInShopper } from './sign-in.server';
import { recaptchaResponseOf } from './bot-defence.server';

/** `/{locale}/account/sign-in` (commerce-core §2 sign-in; a page that works without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  const url = new URL(args.request.url);
  if (session.shopper.state.loggedIn) throw redirect(safeRedirect(site, url.searchParams.get('redirectTo'), sitePath.home(site)));
  const intl = serverIntl(site);
  return withCookies(storefront, {
    meta: pageMeta(site, intl.formatMessage({ id: 'auth.signIn.title' }), intl.formatMessage({ id: 'auth.signIn.meta.description' })),
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** Core's sign-in form rule, then the PKCE sign-in and exchange (the guest cart merged), then back where the shopper was. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  const form = await args.request.formData();
  const values = textFields(form, ['email', 'password', 'redirectTo']);
  const fail = (result: Omit<AuthFormResult, 'ok' | 'values'>, status: number) =>
    withCookies<AuthFormResult>(storefront, { ok: false, ...result, values: { email: values.email, redirectTo: values.redirectTo } }, status);
  const valid = validateSignInForm({ email: values.email, password: values.password });
  if (valid.isErr()) return fail({ errors: formErrors(valid.error.fields), error: null }, 400);
  const signedIn = await signInShopper(storefront, valid.value.email, valid.value.password, recaptchaResponseOf(form));
  if (signedIn.isErr()) {
    const message = uiMessage(signedIn.error);
    return fail({ errors: {}, error: message }, signedIn.error.type === 'ApiError' ? signedIn.error.statusCode : 400);
  }
  session.shopper.setFlash('auth.signedIn');
  // §4: an employee who has not accepted the discount terms is asked to first.
  if (signedIn.value.dialog === 'employee-terms') return redirectWithCookies(storefront, authPath.employeeTerms(site));
  return redirectWithCookies(storefront, safeRedirect(site, values.redirectTo, sitePath.home(site)));
}

export default function SignInPage() {
  const site = useSite();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const redirectTo = result?.values.redirectTo ?? params.get('redirectTo') ?? '';
  const email = result?.values.email ?? params.get('email') ?? '';
  return (
    <div className="auth-page">
      <h1><FormattedMessage id="auth.signIn.title" /></h1>
      <AuthForm recaptchaAction="signin" result={result} submit={<FormattedMessage id="auth.signIn.submit" />} busyLabel={<FormattedMessage id="auth.signIn.busy" />}>
        <SignInFields idPrefix="sign-in" result={result} email={email} redirectTo={redirectTo} />
      </AuthForm>
      <p><Link to={authPath.forgotPassword(site, email || undefined)}><FormattedMessage id="auth.signIn.forgot" /></Link></p>
      <p>
        <FormattedMessage id="auth.signIn.noAccount" />{' '}
        <Link to={authPath.signUp(site, { redirectTo: redirectTo || undefined, email: email || undefined, ...authFlagsOf((name) => params.get(name)) })}><FormattedMessage id="auth.signIn.createAccount" /></Link>
      </p>
    </div>
  );
}
