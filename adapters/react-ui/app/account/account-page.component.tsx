import { useState, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CountryListEntry, SavedCard, SmsSubscription } from '@switchback/core';
import type { UiMessage, UiText } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';
import { useSite } from '../site/use-site';
import { AddressBlock } from '../checkout/address-block.component';
import { AddressFields, type AddressValues, type ProvinceField } from '../checkout/address-fields.component';
import { accountPath, INTEREST_LABELS, INTEREST_OPTIONS } from './account-paths';
import { SaveCardForm } from './save-card-form.component';
import { orderPath } from '../orders/order-paths';
import { loyaltyPath } from '../loyalty/loyalty-paths';

/** Which form of the page a refused submission belongs to. */
export type AccountForm = 'profile' | 'interests' | 'address-add' | 'address-update' | 'addresses' | 'card' | 'cards' | 'sms' | 'email';

/** What the action answers when the shopper has to correct something: the messages and what was typed. */
export interface AccountFailure {
  readonly form: AccountForm;
  readonly errors: Readonly<Record<string, UiText>>;
  readonly values: Readonly<Record<string, string>>;
  readonly error: UiMessage | UiText | null;
}

export interface AccountAddressView {
  readonly addressId: string;
  readonly approachType: 'S' | 'B';
  readonly main: boolean;
  readonly lines: readonly string[];
  readonly values: AddressValues;
}

export interface AccountData {
  readonly saved: string | null;
  readonly edit: string | null;
  readonly details: { email: string; firstName: string; lastName: string; birthDate: string; postalCode: string; phone: string };
  readonly partial: boolean;
  readonly needsTerms: boolean;
  readonly interests: readonly string[];
  readonly marketingEmail: boolean;
  readonly addresses: readonly AccountAddressView[];
  readonly cards: readonly SavedCard[];
  readonly sms: SmsSubscription['subscription'] | null;
  readonly countries: readonly CountryListEntry[];
  readonly addressCountries: readonly string[];
  readonly province: ProvinceField;
  readonly problem: UiText | null;
}

function Notice({ text, kind }: { text: UiText; kind: 'ok' | 'error' }) {
  return (
    <p className={`notice notice--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <FormattedMessage id={text.id} values={text.values} />
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="account-section">
      <h2 id={`${id}-title`} tabIndex={-1}>{title}</h2>
      {children}
    </section>
  );
}

function Submit({ intent, children, className }: { intent: string; children: ReactNode; className?: string }) {
  return <button type="submit" name="intent" value={intent} className={className ?? 'button'}>{children}</button>;
}

/** The country select of a phone number, and the number's field with the mask of the chosen country as its hint. */
export function PhoneWithCountry({ idPrefix, countryName, phoneName, countries, country, phone, error, label }: {
  idPrefix: string; countryName: string; phoneName: string; countries: readonly CountryListEntry[]; country: string; phone: string;
  error: UiText | undefined; label: ReactNode;
}) {
  const [chosen, setChosen] = useState(country);
  const entry = countries.find((c) => c.code === chosen);
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-country`}><FormattedMessage id="account.phone.country" /></label>
        <select id={`${idPrefix}-country`} name={countryName} defaultValue={country} autoComplete="tel-country-code" onChange={(event) => setChosen(event.target.value)}>
          {countries.map((c) => <option key={c.code} value={c.code}>{`${c.name} (${c.dialCode})`}</option>)}
        </select>
      </div>
      <TextField
        id={`${idPrefix}-phone`} name={phoneName} type="tel" inputMode="tel" autoComplete="tel-national" optional maxLength={40}
        label={label} defaultValue={phone} error={error}
        hint={entry?.mask ? <FormattedMessage id="account.phone.mask" values={{ dialCode: entry.dialCode, mask: entry.mask }} /> : undefined}
      />
    </>
  );
}

const SAVED_NOTICE: Readonly<Record<string, string>> = {
  profile: 'account.saved.profile', interests: 'account.saved.interests', address: 'account.saved.address', addressDeleted: 'account.saved.addressDeleted',
  card: 'account.saved.card', cardDeleted: 'account.saved.cardDeleted', sms: 'account.saved.sms', email: 'account.saved.email', terms: 'account.saved.terms',
};

export function AccountPage({ data, failure }: { data: AccountData; failure: AccountFailure | null }) {
  const site = useSite();
  const intl = useIntl();
  const failed = (form: AccountForm) => (failure !== null && failure.form === form ? failure : null);
  const value = (form: AccountForm, key: string, fallback: string) => failed(form)?.values[key] ?? fallback;
  const topError = (form: AccountForm) => {
    const f = failed(form);
    return f?.error ? <Notice text={f.error} kind="error" /> : null;
  };
  const siteCountry = data.countries.some((c) => c.code === site.country) ? site.country : data.countries[0]?.code ?? site.country;
  const editing = data.addresses.find((address) => address.addressId === data.edit);
  const savedNotice = data.saved !== null ? SAVED_NOTICE[data.saved] : undefined;
  return (
    <div className="account">
      {savedNotice && <Notice text={{ id: savedNotice }} kind="ok" />}
      {data.problem && <Notice text={data.problem} kind="error" />}
      {data.partial && (
        <p className="notice notice--info">
          <FormattedMessage id="account.partial" />{' '}
          <Link to={accountPath.completeProfile(site)}><FormattedMessage id="account.partial.link" /></Link>
        </p>
      )}
      {data.needsTerms && (
        <p className="notice notice--info">
          <FormattedMessage id="account.terms.pending" />{' '}
          <Link to={accountPath.employeeTerms(site)}><FormattedMessage id="account.terms.link" /></Link>
        </p>
      )}

      <p className="account__orders-link"><Link to={orderPath.history(site)}><FormattedMessage id="orders.accountLink" /></Link></p>
      <p className="account__orders-link"><Link to={loyaltyPath.rewards(site)}><FormattedMessage id="loyalty.accountLink" /></Link></p>

      <Section id="profile" title={<FormattedMessage id="account.profile.title" />}>
        <p><FormattedMessage id="account.profile.email" values={{ email: data.details.email }} /></p>
        {topError('profile')}
        <Form method="post" className="form" noValidate key={JSON.stringify(data.details)}>
          <div className="form-grid">
            <TextField id="profile-firstName" name="firstName" label={<FormattedMessage id="address.firstName" />} autoComplete="given-name" maxLength={50}
              defaultValue={value('profile', 'firstName', data.details.firstName)} error={failed('profile')?.errors['profile.firstName']} optional />
            <TextField id="profile-lastName" name="lastName" label={<FormattedMessage id="address.lastName" />} autoComplete="family-name" maxLength={50}
              defaultValue={value('profile', 'lastName', data.details.lastName)} error={failed('profile')?.errors['profile.lastName']} optional />
            <TextField id="profile-birthDate" name="birthDate" type="date" label={<FormattedMessage id="account.profile.birthDate" />} autoComplete="bday"
              defaultValue={value('profile', 'birthDate', data.details.birthDate)} error={failed('profile')?.errors['profile.birthDate']} optional />
            <TextField id="profile-postalCode" name="postalCode" label={<FormattedMessage id="address.postalCode" />} autoComplete="postal-code" maxLength={10}
              defaultValue={value('profile', 'postalCode', data.details.postalCode)} error={failed('profile')?.errors['profile.postalCode']} optional />
            <PhoneWithCountry idPrefix="profile" countryName="phoneCountry" phoneName="phone" countries={data.countries}
              country={value('profile', 'phoneCountry', siteCountry)} phone={value('profile', 'phone', data.details.phone)}
              error={failed('profile')?.errors['profile.phone']} label={<FormattedMessage id="address.phone" />} />
          </div>
          <Submit intent="profile"><FormattedMessage id="account.profile.save" /></Submit>
        </Form>
      </Section>

      <Section id="interests" title={<FormattedMessage id="account.interests.title" />}>
        {topError('interests')}
        <Form method="post" className="form">
          <fieldset>
            <legend><FormattedMessage id="account.interests.legend" /></legend>
            {INTEREST_OPTIONS.map((option) => (
              <div className="field field--check" key={option}>
                <input type="checkbox" id={`interest-${option}`} name="interest" value={option} defaultChecked={data.interests.includes(option)} />
                <label htmlFor={`interest-${option}`}><FormattedMessage id={INTEREST_LABELS[option]} /></label>
              </div>
            ))}
          </fieldset>
          <Submit intent="interests"><FormattedMessage id="account.interests.save" /></Submit>
        </Form>
      </Section>

      <Section id="addresses" title={<FormattedMessage id="account.addresses.title" />}>
        {topError('addresses')}
        {data.addresses.length === 0 ? <p><FormattedMessage id="account.addresses.none" /></p> : (
          <ul className="account-list">
            {data.addresses.map((address) => (
              <li key={address.addressId} className="account-list__item">
                <p className="account-list__label">
                  <FormattedMessage id={address.approachType === 'S' ? 'account.addresses.shipping' : 'account.addresses.billing'} />
                  {address.main && <> · <strong><FormattedMessage id="account.default" /></strong></>}
                </p>
                <AddressBlock lines={address.lines} />
                <div className="account-list__actions">
                  <Link to={`${accountPath.account(site)}?edit=${encodeURIComponent(address.addressId)}#edit-address-title`}>
                    <FormattedMessage id="account.edit" /><span className="visually-hidden"> {address.values.addressLine1}</span>
                  </Link>
                  {!address.main && (
                    <Form method="post">
                      <input type="hidden" name="addressId" value={address.addressId} />
                      <Submit intent="address-main" className="button button--secondary">
                        <FormattedMessage id="account.makeDefault" /><span className="visually-hidden"> {address.values.addressLine1}</span>
                      </Submit>
                    </Form>
                  )}
                  <Form method="post">
                    <input type="hidden" name="addressId" value={address.addressId} />
                    <Submit intent="address-delete" className="button button--secondary">
                      <FormattedMessage id="account.delete" /><span className="visually-hidden"> {address.values.addressLine1}</span>
                    </Submit>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
        {editing && (
          <>
            <h3 id="edit-address-title" tabIndex={-1}><FormattedMessage id="account.addresses.edit" /></h3>
            {topError('address-update')}
            <Form method="post" className="form" noValidate>
              <input type="hidden" name="addressId" value={editing.addressId} />
              <AddressFields prefix="edit-address" values={(failed('address-update')?.values as AddressValues | undefined) ?? editing.values}
                errors={failed('address-update')?.errors ?? {}} countries={data.addressCountries} province={data.province} locale={site.locale} />
              <div className="field field--check">
                <input type="checkbox" id="edit-address-main" name="main" defaultChecked={editing.main} disabled={editing.main} />
                <label htmlFor="edit-address-main"><FormattedMessage id="account.addresses.makeDefault" /></label>
              </div>
              <Submit intent="address-update"><FormattedMessage id="account.addresses.update" /></Submit>{' '}
              <Link to={accountPath.account(site)}><FormattedMessage id="account.cancel" /></Link>
            </Form>
          </>
        )}
        <h3 id="new-address-title"><FormattedMessage id="account.addresses.add" /></h3>
        {topError('address-add')}
        <Form method="post" className="form" noValidate>
          <div className="field">
            <label htmlFor="new-address-type"><FormattedMessage id="account.addresses.type" /></label>
            <select id="new-address-type" name="approachType" defaultValue={value('address-add', 'approachType', 'S')}>
              <option value="S">{intl.formatMessage({ id: 'account.addresses.shipping' })}</option>
              <option value="B">{intl.formatMessage({ id: 'account.addresses.billing' })}</option>
            </select>
          </div>
          <AddressFields prefix="new-address"
            values={(failed('address-add')?.values as AddressValues | undefined) ?? { firstName: data.details.firstName, lastName: data.details.lastName, addressLine1: '', addressLine2: '', city: '', province: '', postalCode: '', countryCode: site.country, phone: '' }}
            errors={failed('address-add')?.errors ?? {}} countries={data.addressCountries} province={data.province} locale={site.locale} />
          <div className="field field--check">
            <input type="checkbox" id="new-address-main" name="main" defaultChecked={value('address-add', 'main', '') === 'on'} />
            <label htmlFor="new-address-main"><FormattedMessage id="account.addresses.makeDefault" /></label>
          </div>
          <Submit intent="address-add"><FormattedMessage id="account.addresses.save" /></Submit>
        </Form>
      </Section>

      <Section id="cards" title={<FormattedMessage id="account.cards.title" />}>
        {topError('cards')}
        {data.cards.length === 0 ? <p><FormattedMessage id="account.cards.none" /></p> : (
          <ul className="account-list">
            {data.cards.map((card) => {
              const name = intl.formatMessage({ id: 'account.cards.name' }, { brand: card.brand, last4: card.last4 });
              return (
                <li key={card.paymentInstrumentId} className="account-list__item">
                  <p className="account-list__label">
                    {name}{card.main && <> · <strong><FormattedMessage id="account.default" /></strong></>}
                  </p>
                  <p><FormattedMessage id="account.cards.expires" values={{ month: String(card.expiryMonth).padStart(2, '0'), year: card.expiryYear }} /></p>
                  <div className="account-list__actions">
                    {!card.main && (
                      <Form method="post">
                        <input type="hidden" name="paymentInstrumentId" value={card.paymentInstrumentId} />
                        <Submit intent="card-main" className="button button--secondary">
                          <FormattedMessage id="account.makeDefault" /><span className="visually-hidden"> {name}</span>
                        </Submit>
                      </Form>
                    )}
                    <Form method="post">
                      <input type="hidden" name="paymentInstrumentId" value={card.paymentInstrumentId} />
                      <Submit intent="card-delete" className="button button--secondary">
                        <FormattedMessage id="account.delete" /><span className="visually-hidden"> {name}</span>
                      </Submit>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <h3 id="new-card-title"><FormattedMessage id="account.cards.add" /></h3>
        {topError('card')}
        <SaveCardForm holder={`${data.details.firstName} ${data.details.lastName}`.trim()} />
      </Section>

      <Section id="sms" title={<FormattedMessage id="account.sms.title" />}>
        {topError('sms')}
        <Form method="post" className="form" noValidate key={`${data.sms?.countryCode ?? ''}${data.sms?.phone ?? ''}`}>
          <p className="field__hint"><FormattedMessage id="account.sms.hint" /></p>
          <div className="form-grid">
            <PhoneWithCountry idPrefix="sms" countryName="smsCountry" phoneName="smsPhone" countries={data.countries}
              country={value('sms', 'smsCountry', data.sms?.countryCode ?? siteCountry)} phone={value('sms', 'smsPhone', data.sms?.phone ?? '')}
              error={failed('sms')?.errors['sms.smsPhone']} label={<FormattedMessage id="account.sms.phone" />} />
          </div>
          <div className="field field--check">
            <input type="checkbox" id="sms-optin" name="smsOptin" defaultChecked={failed('sms') ? value('sms', 'smsOptin', '') === 'on' : data.sms?.optin === true} />
            <label htmlFor="sms-optin"><FormattedMessage id="account.sms.optin" /></label>
          </div>
          <Submit intent="sms"><FormattedMessage id="account.sms.save" /></Submit>
        </Form>
      </Section>

      <Section id="email" title={<FormattedMessage id="account.email.title" />}>
        {topError('email')}
        <Form method="post" className="form">
          <div className="field field--check">
            <input type="checkbox" id="marketing-email" name="marketingEmail" defaultChecked={data.marketingEmail} />
            <label htmlFor="marketing-email"><FormattedMessage id="account.email.marketing" /></label>
          </div>
          <Submit intent="email"><FormattedMessage id="account.email.save" /></Submit>
        </Form>
      </Section>

      <Section id="data" title={<FormattedMessage id="account.data.title" />}>
        <p><FormattedMessage id="account.data.hint" /></p>
        {/* A document submission (not a fetch), so the browser saves the file the action answers. */}
        <Form method="post" action={accountPath.download(site)} reloadDocument>
          <button type="submit" className="button button--secondary"><FormattedMessage id="account.data.download" /></button>
        </Form>
      </Section>
    </div>
  );
}
