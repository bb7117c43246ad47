import { Link, redirect, useActionData, useSearchParams } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { validateSignUpForm } from '@switchback/core';
import type { Route } from './+types/sign-up.route';
import { uiMessage } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { sitePath, useSite } from '../site/use-site';
import { AuthForm, type AuthFormResult } from './auth-form.component';
import { SignUpFields } from './auth-fields.component';
import { formErrors, signUpPolicyFor } from './auth-form.server';
import { authPath } from './auth-paths';
import { firstEnrolmentStep, signInShopper } from './sign-in.server';
import { RECAPTCHA_FOLLOW_UP_FIELD, recaptchaResponseOf } from './bot-defence.server';

/** `/{locale}/account/sign-up` (commerce-core §2 sign-up, storefront-experience §5 rules). */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, session } = storefront;
  if (session.shopper.state.loggedIn) throw redirect(sitePath.home(site));
  const intl = serverIntl(site);
  return withCookies(storefront, {
    meta: pageMeta(site, intl.formatMessage({ id: 'auth.signUp.title' }), intl.formatMessage({ id: 'auth.signUp.meta.description' })),
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

/**
 * Core's sign-up rules, the account created (welcome mail), then signed in at once (PKCE, the guest cart merged),
 * then core's enrolment start step: the complete-profile steps.
 */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, account } = storefront;
  const form = await args.request.formData();
  const values = textFields(form, FIELDS);
  const policy = form.get('policy') === 'on';
  const kept = { firstName: values.firstName, lastName: values.lastName, email: values.email, policy: policy ? 'on' : '' };
  const fail = (result: Omit<AuthFormResult, 'ok' | 'values'>, status: number) => withCookies<AuthFormResult>(storefront, { ok: false, ...result, values: kept }, status);
  const valid = validateSignUpForm({
    ...values, birthDate: '', phone: '', phoneCode: '', postalCode: '', gender: '', newsletter: false, loyaltyTerms: false, brandTerms: false, policy,
    optInAccepted: false,
  }, signUpPolicyFor(site), Date.now());
  if (valid.isErr()) return fail({ errors: formErrors(valid.error.fields), error: null }, 400);
  const { email, password, firstName, lastName } = valid.value;
  const recaptcha = recaptchaResponseOf(form);
  const created = await account.signUp({ email, password, firstName, lastName, ...(recaptcha ? { recaptcha_response: recaptcha } : {}) });
  if (created.isErr()) {
    const message = uiMessage(created.error);
    if (message.placement === 'field' && message.field !== undefined) return fail({ errors: { [message.field]: message }, error: null }, 409);
    return fail({ errors: {}, error: message }, created.error.type === 'ApiError' ? created.error.statusCode : 400);
  }
  // The sign-up spent its token: the sign-in that follows sends its own (the form asked the widget for two).
  const signedIn = await signInShopper(storefront, email, password, recaptchaResponseOf(form, RECAPTCHA_FOLLOW_UP_FIELD));
  if (signedIn.isErr()) return redirectWithCookies(storefront, authPath.signIn(site, { email }));
  return redirectWithCookies(storefront, authPath.completeProfile(site, firstEnrolmentStep(null)));
}

export default function SignUpPage() {
  const site = useSite();
  const result = useActionData<typeof action>();
  const [params] = useSearchParams();
  const values = result?.values ?? { email: params.get('email') ?? '' };
  return (
    <div className="auth-page">
      <h1><FormattedMessage id="auth.signUp.title" /></h1>
      <AuthForm recaptchaAction="signup" followUpRecaptchaAction="signin" result={result} submit={<FormattedMessage id="auth.signUp.submit" />} busyLabel={<FormattedMessage id="auth.signUp.busy" />}>
        <SignUpFields idPrefix="sign-up" result={result} values={values} />
      </AuthForm>
      <p>
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <Link to={authPath.signIn(site, { email: values.email || undefined })}><FormattedMessage id="auth.signUp.signIn" /></Link>
      </p>
    </div>
  );
}
