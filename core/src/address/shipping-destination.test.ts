import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkShippingDestination, isPoBox, poBoxAllowed, PO_BOX_SHIPPING_METHODS, shippingMethodDeliversTo } from './shipping-destination';

const US = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '2400 Pearl St', city: 'Boulder', province: 'CO', postalCode: '80301', countryCode: 'US', phone: '(303) 555-0100' };
const GB = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Long Acre', city: 'London', postalCode: 'wc2e9lh', countryCode: 'GB', phone: '07400 123456' };
const FR = { firstName: 'Anaïs', lastName: 'Lefèvre', addressLine1: '88 rue de Rivoli', city: 'Paris', postalCode: '75004', countryCode: 'FR', phone: '06 12 34 56 78' };

describe('isPoBox: a post-office box in any of its usual spellings', () => {
  it.each([
    'PO Box 123', 'P.O. Box 123', 'p o box 9', 'POBox 12', 'Post Office Box 7', 'POB 44', 'PO Drawer 3', 'Locked Bag 2',
    'PMB 1234', '123 Main St PMB #56', 'BP 45', 'B.P. 45', 'Boîte postale 12', 'BOITE POSTALE 12', 'CS 30001',
  ])('%s is a post-office box', (line) => expect(isPoBox(line)).toBe(true));

  it.each([
    '2400 Pearl St', '12 Post Office Road', 'Box Hill Lane', '3 rue des Pompiers', 'Bpm Studios', 'Poboxer Street',
    '88 rue de Rivoli', 'Boîte 3, 12 avenue Foch', 'Apt 4B', 'Suite 100', '10 Downing Street',
  ])('%s is a street address', (line) => expect(isPoBox(line)).toBe(false));

  it('a street address with ordinary words never becomes a box', () => {
    const word = fc.stringMatching(/^[A-Z][a-z]{3,10}$/).filter((w) => !/^(Pob|Pmb|Box)/i.test(w));
    fc.assert(fc.property(fc.integer({ min: 1, max: 9999 }), word, fc.constantFrom('Street', 'Road', 'Avenue', 'Lane'), (n, name, kind) =>
      !isPoBox(`${n} ${name} ${kind}`)));
  });
});

describe('which methods deliver to a PO box, per site', () => {
  it('US and UK standard (postal) delivery does, express couriers do not; France never', () => {
    expect(poBoxAllowed('en-us', 'standard')).toBe(true);
    expect(poBoxAllowed('en-us', 'express')).toBe(false);
    expect(poBoxAllowed('en-gb', 'express')).toBe(false);
    expect(poBoxAllowed('fr-fr', 'standard')).toBe(false);
  });

  it('a method delivers to no address yet, and to a PO box only when the site lets it', () => {
    expect(shippingMethodDeliversTo('en-us', 'express', null)).toBe(true);
    expect(shippingMethodDeliversTo('en-us', 'express', { addressLine1: 'PO Box 9' })).toBe(false);
    expect(shippingMethodDeliversTo('en-us', 'standard', { addressLine1: 'PO Box 9' })).toBe(true);
    expect(shippingMethodDeliversTo('fr-fr', 'standard', { addressLine1: '1 rue Lepic', addressLine2: 'BP 12' })).toBe(false);
  });

  it('before a method is chosen, a box is allowed when some method of the site delivers to it', () => {
    for (const [site, methods] of Object.entries(PO_BOX_SHIPPING_METHODS)) {
      expect(poBoxAllowed(site as keyof typeof PO_BOX_SHIPPING_METHODS, undefined)).toBe(methods.length > 0);
    }
  });
});

describe('checkShippingDestination (issue 10 §2: CANT_SHIP_THERE, POSTCODE_INVALID, SHIPPING_POBOX_UNAVAILABLE)', () => {
  it('a deliverable address comes back as stored: postcode normalised, phone in E.164', () => {
    const checked = checkShippingDestination(GB, { siteId: 'en-gb' })._unsafeUnwrap();
    expect(checked.address.postalCode).toBe('WC2E 9LH');
    expect(checked.address.phone).toBe('+447400123456');
  });

  it('a country the site does not ship to is CANT_SHIP_THERE, before anything else is looked at', () => {
    expect(checkShippingDestination({ ...GB, postalCode: 'nonsense' }, { siteId: 'en-us' })._unsafeUnwrapErr()).toEqual({ type: 'CantShipThere', countryCode: 'GB' });
    expect(checkShippingDestination({ ...FR, countryCode: 'mc', postalCode: '98000' }, { siteId: 'fr-fr' }).isOk()).toBe(true);
  });

  it('a postcode not in the country format is POSTCODE_INVALID, even beside other mistakes', () => {
    expect(checkShippingDestination({ ...US, postalCode: '8030' }, { siteId: 'en-us' })._unsafeUnwrapErr()).toEqual({ type: 'PostcodeInvalid', field: 'postalCode', countryCode: 'US' });
    expect(checkShippingDestination({ ...GB, postalCode: 'QQ1 1AA' }, { siteId: 'en-gb' })._unsafeUnwrapErr().type).toBe('PostcodeInvalid');
    expect(checkShippingDestination({ ...FR, postalCode: '7500' }, { siteId: 'fr-fr' })._unsafeUnwrapErr().type).toBe('PostcodeInvalid');
    expect(checkShippingDestination({ ...US, province: 'Narnia', postalCode: 'ABC' }, { siteId: 'en-us' })._unsafeUnwrapErr().type).toBe('PostcodeInvalid');
  });

  it('a missing postcode or another field is an ordinary form failure', () => {
    const missing = checkShippingDestination({ ...US, postalCode: '' }, { siteId: 'en-us' })._unsafeUnwrapErr();
    expect(missing.type).toBe('Invalid');
    const name = checkShippingDestination({ ...US, firstName: '' }, { siteId: 'en-us' })._unsafeUnwrapErr();
    expect(name.type === 'Invalid' && name.invalid.failures[0]!.field).toBe('firstName');
  });

  it('a PO box with a method that cannot deliver to it is SHIPPING_POBOX_UNAVAILABLE on its line', () => {
    expect(checkShippingDestination({ ...US, addressLine1: 'PO Box 123' }, { siteId: 'en-us', shippingMethod: 'express' })._unsafeUnwrapErr())
      .toEqual({ type: 'PoBoxUnavailable', field: 'addressLine1' });
    expect(checkShippingDestination({ ...US, addressLine1: 'PO Box 123' }, { siteId: 'en-us', shippingMethod: 'standard' }).isOk()).toBe(true);
    expect(checkShippingDestination({ ...US, addressLine1: 'PO Box 123' }, { siteId: 'en-us' }).isOk()).toBe(true);
    expect(checkShippingDestination({ ...FR, addressLine2: 'BP 45' }, { siteId: 'fr-fr' })._unsafeUnwrapErr()).toEqual({ type: 'PoBoxUnavailable', field: 'addressLine2' });
  });
});
