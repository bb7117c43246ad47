import type { Address, AddressInput } from '@switchback/core';
import type { FieldErrors } from '../forms/validate-form';
import { TextField } from '../forms/text-field.component';
import { withoutBlank } from '../forms/validate-form';
import type { Site } from '../site/site';

export const ADDRESS_KEYS = ['firstName', 'lastName', 'addressLine1', 'addressLine2', 'city', 'province', 'postalCode', 'countryCode', 'phone'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];
export type AddressValues = Readonly<Record<AddressKey, string>>;
const OPTIONAL: readonly AddressKey[] = ['addressLine2', 'province'];

const COUNTRY_NAMES: Readonly<Record<string, string>> = { US: 'United States', GB: 'United Kingdom', FR: 'France' };
/** Every country a Switchback site sells in. */
export const SELLING_COUNTRIES: readonly string[] = Object.keys(COUNTRY_NAMES);

export function emptyAddress(site: Site): AddressValues {
  return { firstName: '', lastName: '', addressLine1: '', addressLine2: '', city: '', province: '', postalCode: '', countryCode: site.country, phone: '' };
}

export function addressValuesOf(address: Address | AddressInput | null, site: Site): AddressValues {
  if (address === null) return emptyAddress(site);
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

/** What the contract's address schema reads: blank optional lines are absent. */
export const addressInputOf = (values: AddressValues) => withoutBlank(values, OPTIONAL);

/** The address fields of a form; `prefix` keeps ids and error keys apart when two addresses share a page. */
export function AddressFields({ prefix, values, errors, onChange, countries }: {
  prefix: string;
  values: AddressValues;
  errors: FieldErrors;
  onChange: (values: AddressValues) => void;
  /** Country codes offered: a shipping address only in the site's country, a billing address anywhere we sell. */
  countries: readonly string[];
}) {
  const field = (key: AddressKey) => ({
    id: `${prefix}-${key}`,
    name: key,
    value: values[key],
    error: errors[`${prefix}.${key}`],
    onChange: (value: string) => onChange({ ...values, [key]: value }),
  });
  const countryError = errors[`${prefix}.countryCode`];
  const auto = prefix === 'billing' ? 'billing' : 'shipping';
  return (
    <div className="form-grid">
      <TextField {...field('firstName')} label="First name" autoComplete={`${auto} given-name`} maxLength={50} />
      <TextField {...field('lastName')} label="Last name" autoComplete={`${auto} family-name`} maxLength={50} />
      <TextField {...field('addressLine1')} label="Address" autoComplete={`${auto} address-line1`} className="span-2" maxLength={100} />
      <TextField {...field('addressLine2')} label="Address line 2" optional autoComplete={`${auto} address-line2`} className="span-2" maxLength={100} />
      <TextField {...field('city')} label="City" autoComplete={`${auto} address-level2`} maxLength={50} />
      <TextField {...field('province')} label="State / province" optional autoComplete={`${auto} address-level1`} maxLength={50} />
      <TextField {...field('postalCode')} label="Postal code" autoComplete={`${auto} postal-code`} maxLength={10} />
      <div className="field">
        <label htmlFor={`${prefix}-countryCode`}>Country</label>
        <select
          id={`${prefix}-countryCode`}
          name="countryCode"
          value={values.countryCode}
          onChange={(event) => onChange({ ...values, countryCode: event.target.value })}
          autoComplete={`${auto} country`}
          aria-invalid={countryError ? true : undefined}
          aria-describedby={countryError ? `${prefix}-countryCode-error` : undefined}
        >
          {countries.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAMES[code] ?? code}
            </option>
          ))}
        </select>
        {countryError && (
          <p id={`${prefix}-countryCode-error`} className="field__error">
            {countryError}
          </p>
        )}
      </div>
      <TextField {...field('phone')} label="Phone" type="tel" inputMode="tel" autoComplete={`${auto} tel`} className="span-2" maxLength={20} />
    </div>
  );
}
