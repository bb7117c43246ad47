import { useActionData } from 'react-router';
import { FormattedMessage } from 'react-intl';
import {
  cardSaveFailureToast, isPartiallyEnrolled, joinInterests, needsEmployeeTerms, splitInterests, type CommerceError,
} from '@switchback/core';
import type { Route } from './+types/account.route';
import { loadPageContent } from '../content/page-content.server';
import { PageContent } from '../content/content-slot.component';
import { fieldError, uiMessage, type UiText } from '../errors/ui-message';
import { textFields } from '../forms/form-validation.server';
import { serverIntl } from '../i18n/catalogue.server';
import { metaTags } from '../site/page-meta';
import { pageMeta } from '../site/page-meta.server';
import { redirectWithCookies, storefrontOf, withCookies } from '../site/route-helpers.server';
import { ADDRESS_KEYS, addressValuesOf } from '../checkout/address-fields.component';
import { checkAddress, printedAddress, provinceFieldFor } from '../checkout/address-form.server';
import { BILLING_COUNTRIES } from '../checkout/checkout-forms.server';
import { accountPath, INTEREST_OPTIONS } from './account-paths';
import { isSignedOut, requireProfile, toSignIn } from './account.server';
import { AccountPage, type AccountFailure, type AccountForm } from './account-page.component';
import { recaptchaResponseOf } from '../auth/bot-defence.server';

/** What `?saved=` may say after a write (Post/Redirect/Get): the notice shown. */
const SAVED = ['profile', 'interests', 'address', 'addressDeleted', 'card', 'cardDeleted', 'sms', 'email', 'terms'] as const;
type Saved = (typeof SAVED)[number];

/** `/{locale}/account`: profile, interests, address book, saved cards, SMS and e-mail preferences, download my data. */
export async function loader(args: Route.LoaderArgs) {
  const storefront = await storefrontOf(args);
  // Issue 12: the page's content, asked for beside its other data (none: the page as it was).
  const content = loadPageContent(storefront, storefront.site, args.request, { call: 'augmentedPage', key: 'account' });
  const { site, consumer } = storefront;
  const url = new URL(args.request.url);
  const intl = serverIntl(site);
  const meta = pageMeta(site, intl.formatMessage({ id: 'account.title' }), intl.formatMessage({ id: 'account.meta.description' }));
  const profile = (await requireProfile(storefront, args.request)).consumerProfile;
  const [wallet, sms, countries] = await Promise.all([consumer.paymentInstruments('CREDIT_CARD'), consumer.smsSubscription(), consumer.countryList()]);
  const details = profile.consumerDetails;
  const savedParam = url.searchParams.get('saved');
  const saved: Saved | null = SAVED.find((value) => value === savedParam) ?? null;
  const edit = url.searchParams.get('edit');
  return withCookies(storefront, {
    content: await content,
    meta,
    saved,
    edit: details.address.some((address) => address.addressId === edit) ? edit : null,
    details: {
      email: details.email, firstName: details.firstName ?? '', lastName: details.lastName ?? '', birthDate: details.birthDate ?? '',
      postalCode: details.postalCode ?? '', phone: details.phone ?? '',
    },
    // §4 enrolment state: an e-mail with a missing phone, name, postcode or birth date is partially enrolled.
    partial: isPartiallyEnrolled(details),
    needsTerms: needsEmployeeTerms(profile),
    interests: splitInterests(profile.preferences.interests),
    marketingEmail: profile.subscriptions.some((s) => s.channel === 'EMAIL' && s.type === 'MARKETING' && s.optin),
    addresses: details.address.map((address) => ({
      addressId: address.addressId, approachType: address.approachType, main: address.main,
      lines: printedAddress(address, site), values: addressValuesOf(address, site.country),
    })),
    cards: wallet.isOk() ? wallet.value.payment_instruments.map((instrument) => instrument.card) : [],
    sms: sms.isOk() ? sms.value.subscription : null,
    countries: countries.isOk() ? countries.value.countries : [],
    addressCountries: BILLING_COUNTRIES(),
    province: provinceFieldFor(site.country),
    problem: wallet.isErr() || sms.isErr() || countries.isErr() ? ({ id: 'errors.unavailable' } satisfies UiText) : null,
  });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ loaderData }) => metaTags(loaderData?.meta, { noindex: true });

/** Every account write; each answers a redirect back to the account page (Post/Redirect/Get), or the form's errors. */
export async function action(args: Route.ActionArgs) {
  const storefront = await storefrontOf(args);
  const { site, consumer } = storefront;
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const done = (saved: Saved, hash = '') => redirectWithCookies(storefront, `${accountPath.account(site)}?saved=${saved}${hash}`);
  const fail = (which: AccountForm, failure: Partial<Omit<AccountFailure, 'form'>>, status = 400) =>
    withCookies<AccountFailure>(storefront, { form: which, errors: failure.errors ?? {}, values: failure.values ?? {}, error: failure.error ?? null }, status);
  /** A refused call: 401 → sign in; a field error at its field (keyed by `prefix`), anything else at the top of the form. */
  const refused = async (which: AccountForm, error: CommerceError, prefix: string, values: Readonly<Record<string, string>> = {}) => {
    if (isSignedOut(error)) return toSignIn(storefront, args.request);
    const message = uiMessage(error);
    if (message.placement === 'field' && message.field !== undefined) {
      const key = message.field.split('.').pop() ?? message.field;
      return fail(which, { errors: { [`${prefix}.${key}`]: fieldError(message.field) }, values });
    }
    return fail(which, { error: message, values }, 409);
  };
  const id = (name: string) => String(form.get(name) ?? '');

  switch (intent) {
    case 'profile': {
      const values = textFields(form, ['firstName', 'lastName', 'birthDate', 'postalCode', 'phone', 'phoneCountry']);
      const saved = await consumer.updateProfile({ consumerProfile: { consumerDetails: {
        firstName: values.firstName, lastName: values.lastName, birthDate: values.birthDate, postalCode: values.postalCode,
        ...(values.phone.trim() === '' ? {} : { phone: values.phone, phoneCountry: values.phoneCountry || site.country }),
      } } });
      return saved.isOk() ? done('profile', '#profile-title') : refused('profile', saved.error, 'profile', values);
    }
    case 'interests': {
      const chosen = form.getAll('interest').map(String).filter((value) => (INTEREST_OPTIONS as readonly string[]).includes(value));
      const saved = await consumer.updateProfile({ consumerProfile: { preferences: { interests: joinInterests(chosen) } } });
      return saved.isOk() ? done('interests', '#interests-title') : refused('interests', saved.error, 'interests');
    }
    case 'address-add':
    case 'address-update': {
      const prefix = intent === 'address-add' ? 'new-address' : 'edit-address';
      const values = textFields(form, ADDRESS_KEYS);
      const valid = checkAddress(values, '', prefix, BILLING_COUNTRIES(), { emailRequired: false });
      const which: AccountForm = intent === 'address-add' ? 'address-add' : 'address-update';
      const all = { ...values, approachType: id('approachType'), main: form.get('main') === 'on' ? 'on' : '', addressId: id('addressId') };
      if (!valid.ok) return fail(which, { errors: valid.errors, values: all });
      const main = form.get('main') === 'on';
      const saved = intent === 'address-add'
        ? await consumer.addAddress({ address: { ...valid.address, approachType: id('approachType') === 'B' ? 'B' : 'S', main } })
        : await consumer.updateAddress(id('addressId'), { address: { ...valid.address, ...(main ? { main } : {}) } });
      return saved.isOk() ? done('address', '#addresses-title') : refused(which, saved.error, prefix, all);
    }
    case 'address-main': {
      const address = (await consumer.profile()).map((p) => p.consumerProfile.consumerDetails.address.find((a) => a.addressId === id('addressId')));
      if (address.isErr()) return refused('addresses', address.error, 'addresses');
      if (address.value === undefined) return fail('addresses', { error: { id: 'account.addresses.notFound' } }, 404);
      const { addressId: _id, id: _same, approachType: _type, main: _main, ...fields } = address.value;
      const saved = await consumer.updateAddress(address.value.addressId, { address: { ...fields, main: true } });
      return saved.isOk() ? done('address', '#addresses-title') : refused('addresses', saved.error, 'addresses');
    }
    case 'address-delete': {
      const deleted = await consumer.deleteAddress(id('addressId'));
      return deleted.isOk() ? done('addressDeleted', '#addresses-title') : refused('addresses', deleted.error, 'addresses');
    }
    case 'card-save': {
      const token = id('token');
      const holder = id('holder');
      const recaptcha = recaptchaResponseOf(form);
      const saved = await consumer.saveCard({ payment_method_id: 'CREDIT_CARD', paymentCard: { token, holder }, main: form.get('main') === 'on', ...(recaptcha ? { recaptcha_response: recaptcha } : {}) });
      if (saved.isOk()) return done('card', '#cards-title');
      if (isSignedOut(saved.error)) return toSignIn(storefront, args.request);
      // §8: a card already saved shows the server's message; any other failure 'credit card save failed', translated.
      const intl = serverIntl(site);
      const toast = cardSaveFailureToast(saved.error, () => intl.formatMessage({ id: 'account.cards.saveFailed' }));
      return fail('card', { error: { id: 'account.cards.failure', values: { message: toast.title } } }, 409);
    }
    case 'card-main': {
      const saved = await consumer.setMainCard(id('paymentInstrumentId'));
      return saved.isOk() ? done('card', '#cards-title') : refused('cards', saved.error, 'cards');
    }
    case 'card-delete': {
      const deleted = await consumer.deleteCard(id('paymentInstrumentId'));
      return deleted.isOk() ? done('cardDeleted', '#cards-title') : refused('cards', deleted.error, 'cards');
    }
    case 'sms': {
      const values = textFields(form, ['smsCountry', 'smsPhone']);
      const optin = form.get('smsOptin') === 'on';
      const saved = values.smsPhone.trim() === ''
        ? await consumer.updateSmsSubscription({ optin })
        : await consumer.subscribeSms({ countryCode: values.smsCountry || site.country, phone: values.smsPhone, optin });
      const withOptin = { ...values, smsOptin: optin ? 'on' : '' };
      if (saved.isErr() && saved.error.type === 'ApiError' && saved.error.errorId === 'INVALID_REQUEST' && saved.error.field === 'phone') {
        return fail('sms', { errors: { 'sms.smsPhone': { id: optin && values.smsPhone.trim() === '' ? 'account.sms.phoneRequired' : 'form.phone.invalid' } }, values: withOptin });
      }
      return saved.isOk() ? done('sms', '#sms-title') : refused('sms', saved.error, 'sms', withOptin);
    }
    case 'email': {
      const saved = await consumer.updateNotification({ channel: 'EMAIL', type: 'MARKETING', optin: form.get('marketingEmail') === 'on' });
      return saved.isOk() ? done('email', '#email-title') : refused('email', saved.error, 'email');
    }
    default:
      return fail('profile', { error: { id: 'errors.invalidRequest' } });
  }
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const failure = useActionData<typeof action>() ?? null;
  return (
    <>
      <h1><FormattedMessage id="account.title" /></h1>
      <AccountPage data={loaderData} failure={failure} />
      <PageContent content={loaderData.content} placement="all" />
    </>
  );
}
