import { redirect, useActionData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import type { Route } from './+types/lookup.route';
import { TextField } from '../forms/text-field.component';
import { metaTags } from '../site/page-meta';
import { isEnhanced, redirectWithCookies, withCookies } from '../site/route-helpers.server';
import { AuthForm } from './auth-form.component';
import { emailFormAction } from './auth-form.server';
import { authPath } from './auth-paths';
import { formPageLoader } from './simple-page.server';

/**
 * `/{locale}/account/lookup`: the enrolment flow's first step (commerce-core §2, §4 enrolment state: a shopper who
 * is signed out starts here). A signed-in shopper goes on to the complete-profile steps.
 */
export async function loader(args: Route.LoaderArgs) {
  const { storefront, respond } = await formPageLoader(args, 'auth.lookup.title', 'auth.lookup.meta.description');
  if (storefront.session.shopper.state.loggedIn) throw redirect(authPath.completeProfile(storefront.site));
  return respond({});
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** The lookup's answer to the dialog: where the e-mail goes next. */
export interface LookupNext {
  readonly ok: true;
  readonly nextStep: 'sign-in' | 'sign-up';
  readonly email: string;
}

/** The e-mail checked by core's rule, then the lookup: sign-in or sign-up, the e-mail carried over. */
export async function action(args: Route.ActionArgs) {
  return emailFormAction(args, (account, email, recaptcha) => account.lookup(email, recaptcha), async (storefront, email, found, form) => {
    // The simplified enrolment dialog (hydrated, `enhanced=1`) goes on to its next step in the dialog itself.
    if (isEnhanced(form)) return withCookies<LookupNext>(storefront, { ok: true, nextStep: found.nextStep, email });
    const next = found.nextStep === 'sign-in' ? authPath.signIn(storefront.site, { email }) : authPath.signUp(storefront.site, { email });
    return redirectWithCookies(storefront, next);
  });
}

export default function LookupPage() {
  const answer = useActionData<typeof action>();
  const result = answer?.ok === false ? answer : undefined;
  return (
    <div className="auth-page">
      <h1><FormattedMessage id="auth.lookup.title" /></h1>
      <p><FormattedMessage id="auth.lookup.intro" /></p>
      <AuthForm recaptchaAction="lookup" result={result} submit={<FormattedMessage id="auth.lookup.submit" />} busyLabel={<FormattedMessage id="auth.busy" />}>
        <TextField id="lookup-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={100}
          label={<FormattedMessage id="auth.field.email" />} defaultValue={result?.values.email} error={result?.errors.email} />
      </AuthForm>
    </div>
  );
}
