import { Link, useActionData, useSearchParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { validateSignInForm } from '@switchback/core';
import type { Route } from './+types/forgot-password.route';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { TextField } from '../forms/text-field.component';
import { metaTags } from '../site/page-meta';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { formErrors } from './auth-form.server';
import { authPath } from './auth-paths';
import { recaptchaResponseOf } from './bot-defence.server';
import { formPageLoader } from './simple-page.server';

/** `/{locale}/account/forgot-password` (commerce-core §2 enrolment step "forgot password"). */
export async function loader(args: Route.LoaderArgs) {
  const { respond } = await formPageLoader(args, 'auth.forgot.title', 'auth.forgot.meta.description');
  return respond({});
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** Asks the API to mail a reset link; the page then says the same whether or not an account exists. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, account } = storefront;
  const form = await args.request.formData();
  const { email } = textFields(form, ['email']);
  const valid = validateSignInForm({ email, password: '-' });
  if (valid.isErr()) return withCookies<AuthFormResult>(storefront, { ok: false, errors: formErrors(valid.error.fields), error: null, values: { email } }, 400);
  const sent = await account.resetPassword(valid.value.email, recaptchaResponseOf(form));
  if (sent.isErr()) return withCookies<AuthFormResult>(storefront, { ok: false, errors: {}, error: uiMessage(sent.error), values: { email } }, 409);
  return redirectWithCookies(storefront, `${authPath.forgotPassword(site)}?sent=1`);
}

export default function ForgotPasswordPage() {
  const site = useSite();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  if (params.get('sent') === '1') {
    return (
      <div className="auth-page">
        <h1><FormattedMessage id="auth.forgot.title" /></h1>
        <p className="notice notice--success" role="status"><FormattedMessage id="auth.forgot.sent" /></p>
        <p><Link to={authPath.signIn(site)}><FormattedMessage id="auth.forgot.backToSignIn" /></Link></p>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1><FormattedMessage id="auth.forgot.title" /></h1>
      <p><FormattedMessage id="auth.forgot.intro" /></p>
      <AuthForm recaptchaAction="resetpassword" result={result} submit={<FormattedMessage id="auth.forgot.submit" />} busyLabel={<FormattedMessage id="auth.busy" />}>
        <TextField id="forgot-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
          label={<FormattedMessage id="auth.field.email" />} defaultValue={result?.values.email ?? params.get('email') ?? ''} error={result?.errors.email} />
      </AuthForm>
      <p><Link to={authPath.signIn(site)}><FormattedMessage id="auth.forgot.backToSignIn" /></Link></p>
    </div>
  );
}
