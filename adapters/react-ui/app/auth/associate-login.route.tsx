import { useActionData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { ASSOCIATE_COOKIE, clearBuyInStoreSequence } from '@switchback/core';
import type { Route } from './+types/associate-login.route';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { TextField } from '../forms/text-field.component';
import { useInStoreAssociate } from '../session/use-shopper';
import { metaTags } from '../site/page-meta';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath } from '../site/use-site';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { recaptchaField } from './bot-defence.server';
import { formPageLoader } from './simple-page.server';

/** `/{locale}/associate-login` (commerce-core §2): an in-store associate starts shopping for a customer. */
export async function loader(args: Route.LoaderArgs) {
  const { respond } = await formPageLoader(args, 'auth.associate.title', 'auth.associate.meta.description');
  return respond({});
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

const ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * `intent=start`: agent login (store id, employee id, password); the API proves the session in its httpOnly
 * `sb_associate` cookie, the storefront keeps the §3 buy-in-store session for its banner and orders.
 * `intent=end`: core's clearing sequence: the stored data removed, logged out, back to the associate login.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, session, account, auth } = storefront;
  const form = await args.request.formData();
  if (form.get('intent') === 'end') {
    for (const step of clearBuyInStoreSequence([ASSOCIATE_COOKIE], site.id)) {
      if (step.type === 'removeStored') {
        session.shopper.endInStore();
        session.forgetApiCookies(step.keys);
        session.forgetCart();
      } else if (step.type === 'logout') {
        if (session.shopper.state.loggedIn) await account.signOut();
        session.shopper.signedOut();
        await auth.guestToken();
        session.shopper.setFlash('auth.associateEnded');
      } else {
        return redirectWithCookies(storefront, step.to);
      }
    }
  }
  const values = textFields(form, ['storeId', 'employeeId', 'password']);
  const fail = (result: Omit<AuthFormResult, 'ok' | 'values'>, status: number) =>
    withCookies<AuthFormResult>(storefront, { ok: false, ...result, values: { storeId: values.storeId, employeeId: values.employeeId } }, status);
  const errors = {
    ...(ID.test(values.storeId.trim()) ? {} : { storeId: { id: 'auth.errors.storeId' } }),
    ...(ID.test(values.employeeId.trim()) ? {} : { employeeId: { id: 'auth.errors.employeeId' } }),
    ...(values.password === '' ? { password: { id: 'auth.errors.required' } } : {}),
  };
  if (Object.keys(errors).length > 0) return fail({ errors, error: null }, 400);
  const started = await account.agentLogin({ storeId: values.storeId.trim(), employeeId: values.employeeId.trim(), password: values.password, ...recaptchaField(form) });
  if (started.isErr()) return fail({ errors: {}, error: uiMessage(started.error) }, started.error.type === 'ApiError' ? started.error.statusCode : 400);
  session.shopper.startInStore(started.value);
  return redirectWithCookies(storefront, sitePath.home(site));
}

export default function AssociateLoginPage() {
  const result = useActionData<typeof action>();
  const inStore = useInStoreAssociate();
  return (
    <div className="auth-page">
      <h1><FormattedMessage id="auth.associate.title" /></h1>
      {inStore ? (
        <p><FormattedMessage id="auth.associate.already" values={{ store: inStore.storeName }} /></p>
      ) : (
        <>
          <p><FormattedMessage id="auth.associate.intro" /></p>
          <AuthForm recaptchaAction="agentlogin" result={result} submit={<FormattedMessage id="auth.associate.submit" />} busyLabel={<FormattedMessage id="auth.busy" />}>
            <input type="hidden" name="intent" value="start" />
            <TextField id="associate-store" name="storeId" autoComplete="off" maxLength={32}
              label={<FormattedMessage id="auth.field.storeId" />} defaultValue={result?.values.storeId} error={result?.errors.storeId} />
            <TextField id="associate-employee" name="employeeId" autoComplete="username" maxLength={32}
              label={<FormattedMessage id="auth.field.employeeId" />} defaultValue={result?.values.employeeId} error={result?.errors.employeeId} />
            <TextField id="associate-password" name="password" type="password" autoComplete="current-password"
              label={<FormattedMessage id="auth.field.password" />} error={result?.errors.password} />
          </AuthForm>
        </>
      )}
    </div>
  );
}
