import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { err } from 'neverthrow';
import {
  checkShippingContactSelection, validateWalletContacts, WALLET_LATIN_TEXT, type WalletContact,
} from './wallet-contact.validator';
import { walletSheetError, type WalletError } from './wallet.errors';
import { checkShippingMethod, merchantValidationPlan, PAYMENT_AUTHORIZED_PLAN, walletCallFailure } from './wallet-sheet.plans';

const policy = { storeCountry: 'US', billingCountries: ['US', 'CA'] };
const contact = (overrides: Partial<WalletContact> = {}): WalletContact => ({
  givenName: 'Zoë', familyName: "O'Brien", emailAddress: 'zoe@example.com', phoneNumber: '+1 303 555 0100',
  addressLines: ['1200 Larimer St.', 'Apt #4'], locality: 'Denver', administrativeArea: 'CO', postalCode: '80202', countryCode: 'us',
  ...overrides,
});

const latinText = fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ0-9.,'#\- ]{0,40}$/);
const filled = latinText.filter((s) => s.trim() !== '');
const contactArb = fc.record({
  givenName: filled, familyName: filled, postalCode: filled, locality: latinText.filter((s) => s.length <= 50),
  addressLines: fc.array(latinText, { maxLength: 3 }).map((lines) => ['1 Main St', ...lines]),
  administrativeArea: latinText, countryCode: fc.constant('US'),
  emailAddress: fc.string(), phoneNumber: fc.string(),
});

describe('wallet contacts', () => {
  it('property: complete Latin contacts in the store country are accepted (phone and e-mail are not checked against the set)', () => {
    fc.assert(fc.property(contactArb, contactArb, (shipping, billing) => {
      expect(validateWalletContacts({ shipping, billing }, policy).isOk()).toBe(true);
    }));
  });

  it('address lines, postal code, given name and family name must be non-empty', () => {
    const cases: Array<[Partial<WalletContact>, string]> = [
      [{ addressLines: [] }, 'addressLines'], [{ addressLines: [' '] }, 'addressLines'], [{ postalCode: '' }, 'postalCode'],
      [{ givenName: ' ' }, 'givenName'], [{ familyName: undefined }, 'familyName'],
    ];
    for (const [overrides, field] of cases) {
      expect(validateWalletContacts({ shipping: contact(overrides), billing: contact() }, policy))
        .toEqual(err({ type: 'ContactInvalid', contact: 'shipping', field }));
      expect(validateWalletContacts({ shipping: contact(), billing: contact(overrides) }, policy))
        .toEqual(err({ type: 'ContactInvalid', contact: 'billing', field }));
    }
  });

  it('text fields other than phone and email must match a Latin letter, digit and punctuation character set', () => {
    expect(WALLET_LATIN_TEXT.test('Ærøskøbing 12-B, Straße')).toBe(true);
    expect(validateWalletContacts({ shipping: contact({ locality: 'Москва' }), billing: contact() }, policy))
      .toEqual(err({ type: 'ContactInvalid', contact: 'shipping', field: 'locality' }));
    expect(validateWalletContacts({ shipping: contact({ addressLines: ['東京 1'] }), billing: contact() }, policy))
      .toEqual(err({ type: 'ContactInvalid', contact: 'shipping', field: 'addressLines' }));
    expect(validateWalletContacts({ shipping: contact({ emailAddress: 'имя@пример.рф', phoneNumber: '☎ 555' }), billing: contact() }, policy).isOk()).toBe(true);
  });

  it('property: one non-Latin letter in any checked text field rejects the contact, naming that field', () => {
    const fields = ['givenName', 'familyName', 'locality', 'administrativeArea', 'postalCode'] as const;
    fc.assert(fc.property(fc.constantFrom(...fields), fc.constantFrom('Ж', '東', 'ع', 'α'), (field, letter) => {
      const result = validateWalletContacts({ shipping: contact({ [field]: `Ab${letter}` }), billing: contact() }, policy);
      expect(result).toEqual(err({ type: 'ContactInvalid', contact: 'shipping', field }));
    }));
  });

  it('the shipping country must equal the store country', () => {
    expect(validateWalletContacts({ shipping: contact({ countryCode: 'CA' }), billing: contact() }, policy))
      .toEqual(err({ type: 'WrongCountry', countryCode: 'CA' }));
    expect(checkShippingContactSelection({ locality: 'Denver' }, 'US')).toEqual(err({ type: 'WrongCountry', countryCode: '' }));
  });

  it('city max 50', () => {
    expect(checkShippingContactSelection({ countryCode: 'US', locality: 'x'.repeat(50) }, 'US').isOk()).toBe(true);
    expect(checkShippingContactSelection({ countryCode: 'US', locality: 'x'.repeat(51) }, 'US')).toEqual(err({ type: 'CityTooLong', maxLength: 50 }));
  });

  it('the billing country must be in the country list', () => {
    expect(validateWalletContacts({ shipping: contact(), billing: contact({ countryCode: 'CA' }) }, policy).isOk()).toBe(true);
    expect(validateWalletContacts({ shipping: contact(), billing: contact({ countryCode: 'MX' }) }, policy))
      .toEqual(err({ type: 'ContactInvalid', contact: 'billing', field: 'countryCode' }));
  });

  it('a valid pair becomes shipping and billing addresses (billing borrows e-mail and phone)', () => {
    const result = validateWalletContacts({ shipping: contact(), billing: contact({ emailAddress: undefined, phoneNumber: undefined, addressLines: ['a', 'b', 'c', 'd'] }) }, policy);
    expect(result._unsafeUnwrap().billing).toEqual({
      firstName: 'Zoë', lastName: "O'Brien", email: 'zoe@example.com', phone: '+1 303 555 0100', addressLine1: 'a', addressLine2: 'b',
      addressLine3: 'c d', postalCode: '80202', city: 'Denver', stateCode: 'CO', countryCode: 'US',
    });
  });

  it('property: never throws on any strings', () => {
    const anyContact = fc.record({
      givenName: fc.string(), familyName: fc.string(), postalCode: fc.string(), locality: fc.string(), countryCode: fc.string(),
      addressLines: fc.array(fc.string()), administrativeArea: fc.string(), subLocality: fc.string(), country: fc.string(),
    }, { requiredKeys: [] });
    fc.assert(fc.property(anyContact, anyContact, fc.string(), (shipping, billing, store) => {
      expect(() => validateWalletContacts({ shipping, billing }, { storeCountry: store, billingCountries: [store] })).not.toThrow();
    }));
  });
});

describe('wallet errors', () => {
  it('wrong country gives a country error; city over 50 a city-length error; address save failure an unserviceable-address error; an invalid contact a contact-invalid error naming the field; any other failure an unknown failure', () => {
    const cases: Array<[WalletError, ReturnType<typeof walletSheetError>]> = [
      [{ type: 'WrongCountry', countryCode: 'CA' }, { code: 'shippingContactInvalid', contactField: 'countryCode' }],
      [{ type: 'CityTooLong', maxLength: 50 }, { code: 'shippingContactInvalid', contactField: 'locality' }],
      [{ type: 'UnserviceableAddress' }, { code: 'addressUnserviceable' }],
      [{ type: 'ShippingMethodNotInList', identifier: 'x' }, { code: 'unknown' }],
      [{ type: 'ShippingMethodNotSet', identifier: 'x' }, { code: 'unknown' }],
      [{ type: 'ContactInvalid', contact: 'billing', field: 'givenName' }, { code: 'billingContactInvalid', contactField: 'name' }],
      [{ type: 'ContactInvalid', contact: 'shipping', field: 'postalCode' }, { code: 'shippingContactInvalid', contactField: 'postalCode' }],
      [{ type: 'Unknown', message: 'x' }, { code: 'unknown' }],
    ];
    for (const [error, sheet] of cases) expect(walletSheetError(error)).toEqual(sheet);
  });

  it('a shipping method not in the applicable list gives a shipping-list error; a failed shipping-method set gives a shipping-method error', () => {
    expect(checkShippingMethod('express', [{ code: 'standard' }])).toEqual(err({ type: 'ShippingMethodNotInList', identifier: 'express' }));
    expect(checkShippingMethod('standard', [{ code: 'standard' }]).isOk()).toBe(true);
    const failure = { type: 'NetworkError' as const, message: 'offline' };
    expect(walletCallFailure('setShippingMethod', failure, 'standard')).toEqual({ type: 'ShippingMethodNotSet', identifier: 'standard' });
    expect(walletCallFailure('saveShippingAddress', failure)).toEqual({ type: 'UnserviceableAddress' });
    expect(walletCallFailure('other', failure)).toEqual({ type: 'Unknown', message: 'offline', cause: failure });
  });
});

describe('wallet step plans', () => {
  it('merchant validation: add the product if opened from a product page, ensure a shipping method exists, apply a saved automatic promo code, fetch a payment session', () => {
    expect(merchantValidationPlan({ origin: 'product-page', product: { productId: 'SHOE000001', upc: '000000000008' }, hasShippingMethod: false, savedPromoCode: 'SAVE10' }))
      .toEqual([
        { type: 'AddProduct', productId: 'SHOE000001', upc: '000000000008', maxQty: 1 },
        { type: 'EnsureShippingMethod' },
        { type: 'ApplyCoupon', code: 'SAVE10' },
        { type: 'FetchPaymentSession', retryDelayMs: 3000 },
      ]);
    expect(merchantValidationPlan({ origin: 'cart', product: { productId: 'SHOE000001', upc: '000000000008' }, hasShippingMethod: true, savedPromoCode: ' ' }))
      .toEqual([{ type: 'FetchPaymentSession', retryDelayMs: 3000 }]);
  });

  it('payment authorized: validate contacts, save the shipping address, prepare the order, place the order', () => {
    expect(PAYMENT_AUTHORIZED_PLAN).toEqual(['ValidateContacts', 'SaveShippingAddress', 'PrepareOrder', 'PlaceOrder']);
  });
});
