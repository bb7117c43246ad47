import { Link, useActionData, useLoaderData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { meetsPasswordRules, resetTokenSchema } from '@switchback/core';
import type { Route } from './+types/reset-password.route';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { TextField } from '../forms/text-field.component';
import { metaTags } from '../site/page-meta';
import { redirectWithCookies, secretUrlHeaders, storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { authPath } from './auth-paths';
import { formPageLoader } from './simple-page.server';

/** `/{locale}/account/reset-password?token=…`: the page the mailed link opens. */
export async function loader(args: Route.LoaderArgs) {
  const { respond } = await formPageLoader(args, 'auth.reset.title', 'auth.reset.meta.description');
  const token = new URL(args.request.url).searchParams.get('token') ?? '';
  return respond({ token: resetTokenSchema.safeParse(token).success ? token : null });
}

/** The token is in the URL. */
export const headers = secretUrlHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** §5 password rule, then the API spends the token (AUT402 when spent or expired); then sign in with the new password. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, account, session } = storefront;
  const { token, newPassword } = textFields(await args.request.formData(), ['token', 'newPassword']);
  const fail = (result: Omit<AuthFormResult, 'ok' | 'values'>, status: number) => withCookies<AuthFormResult>(storefront, { ok: false, ...result, values: {} }, status);
  if (newPassword === '') return fail({ errors: { newPassword: { id: 'auth.errors.required' } }, error: null }, 400);
  if (!meetsPasswordRules(newPassword)) return fail({ errors: { newPassword: { id: 'auth.errors.passwordRules' } }, error: null }, 400);
  if (!resetTokenSchema.safeParse(token).success) return fail({ errors: {}, error: { id: 'auth.errors.resetLinkExpired' } }, 400);
  const changed = await account.confirmForgotPassword(token, newPassword);
  if (changed.isErr()) return fail({ errors: {}, error: uiMessage(changed.error) }, 400);
  session.shopper.setFlash('auth.passwordReset');
  return redirectWithCookies(storefront, authPath.signIn(site));
}

export default function ResetPasswordPage() {
  const site = useSite();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  if (token === null) {
    return (
      <div className="auth-page">
        <h1><FormattedMessage id="auth.reset.title" /></h1>
        <p className="notice notice--error" role="alert"><FormattedMessage id="auth.errors.resetLinkExpired" /></p>
        <p><Link to={authPath.forgotPassword(site)}><FormattedMessage id="auth.reset.askAgain" /></Link></p>
      </div>
    );
  }
  return (
    <div className="auth-page">
      <h1><FormattedMessage id="auth.reset.title" /></h1>
      <AuthForm result={result} submit={<FormattedMessage id="auth.reset.submit" />} busyLabel={<FormattedMessage id="auth.busy" />}>
        <input type="hidden" name="token" value={token} />
        <TextField id="reset-new-password" name="newPassword" type="password" autoComplete="new-password"
          label={<FormattedMessage id="auth.field.newPassword" />} hint={<FormattedMessage id="auth.password.rules" />} error={result?.errors.newPassword} />
      </AuthForm>
      {result?.error && <p><Link to={authPath.forgotPassword(site)}><FormattedMessage id="auth.reset.askAgain" /></Link></p>}
    </div>
  );
}
