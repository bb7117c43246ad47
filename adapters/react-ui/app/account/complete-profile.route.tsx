import { Form, Link, useActionData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { enrolmentStartStep } from '@switchback/core';
import type { Route } from './+types/complete-profile.route';
import { fieldError, uiMessage, type UiText } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { TextField } from '../forms/text-field.component';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { useSite } from '../site/use-site';
import { accountPath } from './account-paths';
import { isSignedOut, requireProfile, toSignIn } from './account.server';
import { PhoneWithCountry } from './account-page.component';

/**
 * `/{locale}/account/complete-profile`: the complete-profile steps of the enrolment flow (§2, §4). Core's
 * `enrolmentStartStep` decides where to start: the mobile step while the profile has no phone, else the profile step.
 */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  const { site, consumer } = storefront;
  const intl = serverIntl(site);
  const meta = pageMeta(site, intl.formatMessage({ id: 'account.complete.title' }), intl.formatMessage({ id: 'account.meta.description' }));
  const details = (await requireProfile(storefront, args.request)).consumerProfile.consumerDetails;
  const step = enrolmentStartStep({ loggedIn: true }, details) === 'complete-profile-mobile' ? ('mobile' as const) : ('profile' as const);
  const countries = await consumer.countryList();
  return withCookies(storefront, {
    meta,
    step,
    countries: countries.isOk() ? countries.value.countries : [],
    details: { firstName: details.firstName ?? '', lastName: details.lastName ?? '', birthDate: details.birthDate ?? '', postalCode: details.postalCode ?? '' },
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

interface StepFailure {
  readonly errors: Readonly<Record<string, UiText>>;
  readonly values: Readonly<Record<string, string>>;
  readonly error: UiText | null;
}

/** Each step posts the profile (POST profile) and comes back here; the profile step ends on the account page. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, consumer } = storefront;
  const form = await args.request.formData();
  const mobile = form.get('intent') === 'mobile';
  const values = textFields(form, ['phone', 'phoneCountry', 'firstName', 'lastName', 'birthDate', 'postalCode']);
  const fail = (failure: StepFailure, status = 400) => withCookies(storefront, failure, status);
  if (mobile && values.phone.trim() === '') return fail({ errors: { phone: { id: 'form.phone.invalid' } }, values, error: null });
  const saved = await consumer.completeProfile({ consumerProfile: { consumerDetails: mobile
    ? { phone: values.phone, phoneCountry: values.phoneCountry || site.country }
    : { firstName: values.firstName, lastName: values.lastName, birthDate: values.birthDate, postalCode: values.postalCode } } });
  if (saved.isOk()) return redirectWithCookies(storefront, mobile ? accountPath.completeProfile(site) : `${accountPath.account(site)}?saved=profile`);
  if (isSignedOut(saved.error)) return toSignIn(storefront, args.request);
  const message = uiMessage(saved.error);
  if (message.placement === 'field' && message.field !== undefined) {
    return fail({ errors: { [message.field.split('.').pop() ?? message.field]: fieldError(message.field) }, values, error: null });
  }
  return fail({ errors: {}, values, error: message }, 409);
}

export default function CompleteProfile({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const failure = useActionData<typeof action>() ?? null;
  const value = (key: string, fallback: string) => failure?.values[key] ?? fallback;
  return (
    <section aria-labelledby="complete-title" className="account-complete">
      <h1 id="complete-title"><FormattedMessage id="account.complete.title" /></h1>
      <p className="field__hint">
        <FormattedMessage id="account.complete.progress" values={{ step: loaderData.step === 'mobile' ? 1 : 2, total: 2 }} />
      </p>
      {failure?.error && <p className="notice notice--error" role="alert"><FormattedMessage id={failure.error.id} values={failure.error.values} /></p>}
      {loaderData.step === 'mobile' ? (
        <Form method="post" className="form" noValidate>
          <h2><FormattedMessage id="account.complete.mobile" /></h2>
          <p><FormattedMessage id="account.complete.mobile.hint" /></p>
          <div className="form-grid">
            <PhoneWithCountry idPrefix="complete" countryName="phoneCountry" phoneName="phone" countries={loaderData.countries}
              country={value('phoneCountry', site.country)} phone={value('phone', '')} error={failure?.errors.phone}
              label={<FormattedMessage id="account.sms.phone" />} />
          </div>
          <button type="submit" name="intent" value="mobile" className="button"><FormattedMessage id="account.complete.next" /></button>
        </Form>
      ) : (
        <Form method="post" className="form" noValidate>
          <h2><FormattedMessage id="account.complete.profile" /></h2>
          <div className="form-grid">
            <TextField id="complete-firstName" name="firstName" label={<FormattedMessage id="address.firstName" />} autoComplete="given-name" maxLength={50}
              defaultValue={value('firstName', loaderData.details.firstName)} error={failure?.errors.firstName} />
            <TextField id="complete-lastName" name="lastName" label={<FormattedMessage id="address.lastName" />} autoComplete="family-name" maxLength={50}
              defaultValue={value('lastName', loaderData.details.lastName)} error={failure?.errors.lastName} />
            <TextField id="complete-birthDate" name="birthDate" type="date" label={<FormattedMessage id="account.profile.birthDate" />} autoComplete="bday"
              defaultValue={value('birthDate', loaderData.details.birthDate)} error={failure?.errors.birthDate} />
            <TextField id="complete-postalCode" name="postalCode" label={<FormattedMessage id="address.postalCode" />} autoComplete="postal-code" maxLength={10}
              defaultValue={value('postalCode', loaderData.details.postalCode)} error={failure?.errors.postalCode} />
          </div>
          <button type="submit" name="intent" value="profile" className="button"><FormattedMessage id="account.complete.finish" /></button>
        </Form>
      )}
      <p><Link to={accountPath.account(site)}><FormattedMessage id="account.complete.later" /></Link></p>
    </section>
  );
}
