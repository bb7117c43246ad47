import { Link, useActionData, useSearchParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { Route } from './+types/forgot-password.route';
import { TextField } from '../forms/text-field.component';
import { metaTags } from '../site/page-meta';
import { redirectWithCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { AuthForm } from './auth-form.component';
import { emailFormAction } from './auth-form.server';
import { authPath } from './auth-paths';
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
  return emailFormAction(args, (account, email, recaptcha) => account.resetPassword(email, recaptcha),
    (storefront) => redirectWithCookies(storefront, `${authPath.forgotPassword(storefront.site)}?sent=1`));
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
