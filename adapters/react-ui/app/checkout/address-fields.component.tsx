import { FormattedMessage, useIntl } from 'react-intl';
import type { Address, AddressInput } from '@switchback/core';
import type { UiText } from '../errors/ui-message';
import { TextField } from '../forms/text-field.component';

export const ADDRESS_KEYS = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'countryCode', 'phone'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];
export type AddressValues = Readonly<Record<AddressKey, string>>;
/** How the form asks for the state or province of a country: a list (US), a text field (UK), not at all (France). */
export type ProvinceField =
  | { readonly kind: 'states'; readonly states: readonly { readonly code: string; readonly name: string }[] }
  | { readonly kind: 'text' }
  | { readonly kind: 'hidden' };


export function addressValuesOf(address: Address | AddressInput | null, country: string): AddressValues {
  if (address === null) return { firstName: '', lastName: '', addressLine1: '', addressLine2: '', city: '', province: '', postalCode: '', countryCode: country, phone: '' };
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2 ?? '',
    city: address.city,
    province: address.province ?? '',
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    phone: address.phone,
  };
}

/**
 * The address fields of a form (plain named inputs: the form posts to the route action). `prefix` keeps ids and
 * error keys apart (`shipping.postalCode`); `province` says how the country asks for it (a state list for the US).
 */
export function AddressFields({ prefix, values, errors, countries, province, locale }: {
  prefix: string;
  values: AddressValues;
  errors: Readonly<Record<string, UiText>>;
  /** Country codes offered: a shipping address only where the site ships, a billing address anywhere we sell. */
  countries: readonly string[];
  province: ProvinceField;
  locale: string;
}) {
  const intl = useIntl();
  const field = (key: AddressKey) => ({ id: `${prefix}-${key}`, name: key, defaultValue: values[key], error: errors[`${prefix}.${key}`] });
  const auto = prefix === 'billing' ? 'billing' : 'shipping';
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const countryError = errors[`${prefix}.countryCode`];
  const provinceError = errors[`${prefix}.province`];
  return (
    <div className="form-grid">
      <TextField {...field('firstName')} label={<FormattedMessage id="address.firstName" />} autoComplete={`${auto} given-name`} maxLength={50} />
      <TextField {...field('lastName')} label={<FormattedMessage id="address.lastName" />} autoComplete={`${auto} family-name`} maxLength={50} />
      <TextField {...field('addressLine1')} label={<FormattedMessage id="address.line1" />} autoComplete={`${auto} address-line1`} className="span-2" maxLength={100} />
      <TextField {...field('addressLine2')} label={<FormattedMessage id="address.line2" />} optional autoComplete={`${auto} address-line2`} className="span-2" maxLength={100} />
      <TextField {...field('city')} label={<FormattedMessage id="address.city" />} autoComplete={`${auto} address-level2`} maxLength={50} />
      {province.kind === 'hidden' ? null : province.kind === 'text' ? (
        <TextField {...field('province')} label={<FormattedMessage id="address.province" />} optional autoComplete={`${auto} address-level1`} maxLength={50} />
      ) : (
        <div className="field">
          <label htmlFor={`${prefix}-province`}><FormattedMessage id="address.state" /></label>
          <select
            id={`${prefix}-province`}
            name="province"
            defaultValue={values.province}
            autoComplete={`${auto} address-level1`}
            aria-invalid={provinceError ? true : undefined}
            aria-describedby={provinceError ? `${prefix}-province-error` : undefined}
          >
            <option value="">{intl.formatMessage({ id: 'address.state.choose' })}</option>
            {province.states.map((state) => (
              <option key={state.code} value={state.code}>{state.name}</option>
            ))}
          </select>
          {provinceError && (
            <p id={`${prefix}-province-error`} className="field__error"><FormattedMessage id={provinceError.id} values={provinceError.values} /></p>
          )}
        </div>
      )}
      <TextField {...field('postalCode')} label={<FormattedMessage id="address.postalCode" />} autoComplete={`${auto} postal-code`} maxLength={10} />
      <div className="field">
        <label htmlFor={`${prefix}-countryCode`}><FormattedMessage id="address.country" /></label>
        <select
          id={`${prefix}-countryCode`}
          name="countryCode"
          defaultValue={values.countryCode}
          autoComplete={`${auto} country`}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${prefix}-countryCode-error` : undefined}
        >
          {countries.map((code) => (
            <option key={code} value={code}>{regionNames.of(code) ?? code}</option>
          ))}
        </select>
        {countryError && (
          <p id={`${prefix}-countryCode-error`} className="field__error"><FormattedMessage id={countryError.id} values={countryError.values} /></p>
        )}
      </div>
      <TextField {...field('phone')} label={<FormattedMessage id="address.phone" />} type="tel" inputMode="tel" autoComplete={`${auto} tel`} className="span-2" maxLength={20} />
    </div>
  );
}
