import { Form, Link, useActionData } from 'react-router';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { isEmployee } from '@switchback/core';
import type { Route } from './+types/employee-terms.route';
import { uiMessage } from '../errors/ui-message';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { accountPath } from './account-paths';
import { isSignedOut, requireProfile, toSignIn } from './account.server';

/** `/{locale}/account/employee-terms`: the employee discount terms (§4 login, §6 employee) and their acceptance. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const intl = serverIntl(storefront.site);
  const meta = pageMeta(storefront.site, intl.formatMessage({ id: 'account.terms.title' }), intl.formatMessage({ id: 'account.terms.meta.description' }));
  const profile = (await requireProfile(storefront, args.request)).consumerProfile;
  return withCookies(storefront, {
    meta,
    employee: isEmployee(profile),
    acceptedAt: profile.isEmployeeDiscountTCAccepted ? profile.employeeTermsAcceptedAt : null,
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** Accepting records `employee_terms_accepted_at` through the profile PUT, then back to the account page. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const accepted = await storefront.consumer.updateProfile({ consumerProfile: { isEmployeeDiscountTCAccepted: true } });
  if (accepted.isOk()) return redirectWithCookies(storefront, `${accountPath.account(storefront.site)}?saved=terms`);
  if (isSignedOut(accepted.error)) return toSignIn(storefront, args.request);
  return withCookies(storefront, { error: uiMessage(accepted.error) }, 409);
}

export default function EmployeeTerms({ loaderData }: Route.ComponentProps) {
  const failed = useActionData<typeof action>();
  const error = failed !== undefined && 'error' in failed ? failed.error : null;
  return (
    <section aria-labelledby="terms-title" className="account-terms">
      <h1 id="terms-title"><FormattedMessage id="account.terms.title" /></h1>
      {error && <p className="notice notice--error" role="alert"><FormattedMessage id={error.id} values={error.values} /></p>}
      <div className="prose">
        <p><FormattedMessage id="account.terms.body1" /></p>
        <p><FormattedMessage id="account.terms.body2" /></p>
      </div>
      {!loaderData.employee ? (
        <p className="notice notice--info"><FormattedMessage id="account.terms.notEmployee" /></p>
      ) : loaderData.acceptedAt !== null ? (
        <p className="notice notice--ok" role="status">
          <FormattedMessage id="account.terms.acceptedOn" values={{ date: <FormattedDate value={loaderData.acceptedAt} dateStyle="long" /> }} />
        </p>
      ) : (
        <Form method="post">
          <button type="submit" className="button"><FormattedMessage id="account.terms.accept" /></button>
        </Form>
      )}
      <p><BackToAccount /></p>
    </section>
  );
}

function BackToAccount() {
  const site = useSite();
  return <Link to={accountPath.account(site)}><FormattedMessage id="account.backToAccount" /></Link>;
}
