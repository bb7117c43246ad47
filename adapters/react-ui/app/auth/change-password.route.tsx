import { redirect, useActionData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { meetsPasswordRules } from '@switchback/core';
import type { Route } from './+types/change-password.route';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { TextField } from '../forms/text-field.component';
import { metaTags } from '../site/page-meta';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { authPath } from './auth-paths';
import { formPageLoader } from './simple-page.server';

/** `/{locale}/account/change-password`: a signed-in shopper's page (a guest is sent to sign in, and back). */
export async function loader(args: Route.LoaderArgs) {
  const { storefront, respond } = await formPageLoader(args, 'auth.change.title', 'auth.change.meta.description');
  if (!storefront.session.shopper.state.loggedIn) throw redirect(authPath.signIn(storefront.site, { redirectTo: authPath.changePassword(storefront.site) }));
  return respond({});
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** The current password (AUT401 if wrong, counted like a sign-in) and a new one meeting §5; other sessions end. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, account, session } = storefront;
  const { currentPassword, newPassword } = textFields(await args.request.formData(), ['currentPassword', 'newPassword']);
  const fail = (result: Omit<AuthFormResult, 'ok' | 'values'>, status: number) => withCookies<AuthFormResult>(storefront, { ok: false, ...result, values: {} }, status);
  const errors = {
    ...(currentPassword === '' ? { currentPassword: { id: 'auth.errors.required' } } : {}),
    ...(newPassword === '' ? { newPassword: { id: 'auth.errors.required' } } : !meetsPasswordRules(newPassword) ? { newPassword: { id: 'auth.errors.passwordRules' } } : {}),
  };
  if (Object.keys(errors).length > 0) return fail({ errors, error: null }, 400);
  const changed = await account.changePassword(currentPassword, newPassword);
  if (changed.isErr()) return fail({ errors: {}, error: uiMessage(changed.error) }, changed.error.type === 'ApiError' ? changed.error.statusCode : 400);
  session.shopper.setFlash('auth.passwordChanged');
  return redirectWithCookies(storefront, authPath.account(site));
}

export default function ChangePasswordPage() {
  const result = useActionData<typeof action>();
  return (
    <div className="auth-page">
      <h1><FormattedMessage id="auth.change.title" /></h1>
      <AuthForm result={result} submit={<FormattedMessage id="auth.change.submit" />} busyLabel={<FormattedMessage id="auth.busy" />}>
        <TextField id="change-current-password" name="currentPassword" type="password" autoComplete="current-password"
          label={<FormattedMessage id="auth.field.currentPassword" />} error={result?.errors.currentPassword} />
        <TextField id="change-new-password" name="newPassword" type="password" autoComplete="new-password"
          label={<FormattedMessage id="auth.field.newPassword" />} hint={<FormattedMessage id="auth.password.rules" />} error={result?.errors.newPassword} />
      </AuthForm>
    </div>
  );
}
