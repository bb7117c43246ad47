import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { err } from 'neverthrow';
import { call, expectError, expectOk, guestCookie, startTestEngine, TEST_ADDRESS, type TestEngine } from '../test-support/test-engine';
import { checkAddress } from './address-rules';

const US = { ...TEST_ADDRESS };
const GB = { firstName: 'Ada', lastName: 'Lovelace', addressLine1: '12 Long Acre', city: 'London', postalCode: 'wc2e9lh', countryCode: 'GB', phone: '07400 123456' };
const FR = { firstName: 'Anaïs', lastName: 'Lefèvre', addressLine1: '88 rue de Rivoli', city: 'Paris', postalCode: '75004', province: 'IDF', countryCode: 'FR', phone: '06 12 34 56 78' };
const shipping = (field: string) => `0.${field}`;

describe('addresses are checked with core’s rules for their country', () => {
  it('a valid address is stored cleaned: postcode normalised, state code, phone in E.164, no state in France', () => {
    expect(checkAddress({ ...US, province: 'colorado' }, 'ada@example.com', shipping)._unsafeUnwrap()).toEqual({
      ...US, province: 'CO', phone: '+13035550100',
    });
    expect(checkAddress(GB, undefined, shipping)._unsafeUnwrap()).toEqual({ ...GB, postalCode: 'WC2E 9LH', phone: '+447400123456' });
    const { province: _dropped, ...french } = FR;
    expect(checkAddress(FR, 'anais@example.fr', shipping)._unsafeUnwrap()).toEqual({ ...french, phone: '+33612345678' });
  });

  it('an invalid field answers InvalidRequest naming it in the request’s own terms', () => {
    expect(checkAddress({ ...US, postalCode: 'ABC' }, 'a@example.com', shipping)).toEqual(err({
      type: 'InvalidRequest', field: '0.postalCode', message: 'postalCode: Value should match 12345 or 12345-6789',
    }));
    expect(checkAddress({ ...US, province: 'Narnia' }, undefined, (f) => `address.${f}`)._unsafeUnwrapErr()).toMatchObject({ field: 'address.province' });
    expect(checkAddress({ ...US, phone: '000000' }, undefined, shipping)._unsafeUnwrapErr()).toMatchObject({ field: '0.phone' });
    expect(checkAddress({ ...US, countryCode: 'ZZ' }, undefined, shipping)._unsafeUnwrapErr()).toMatchObject({ field: '0.phone' });
    expect(checkAddress(US, 'not-an-email', shipping)._unsafeUnwrapErr()).toMatchObject({ field: '0.email' });
    expect(checkAddress({ ...US, firstName: 'R2-D2' }, undefined, shipping)._unsafeUnwrapErr()).toMatchObject({ field: '0.firstName' });
    expect(checkAddress({ ...GB, postalCode: '12345' }, undefined, shipping)._unsafeUnwrapErr()).toMatchObject({ field: '0.postalCode' });
    expect(checkAddress({ ...FR, postalCode: '7500' }, undefined, shipping)._unsafeUnwrapErr()).toMatchObject({ field: '0.postalCode' });
  });
});

describe('the checkout endpoints refuse an address invalid for its country', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await startTestEngine();
  });
  afterAll(async () => {
    await engine?.close();
  });

  const newCart = async (site: string) => {
    const cookie = await guestCookie(engine.app);
    const cart = expectOk('createCart', await call(engine.app, 'createCart', { cookie, body: {}, headers: { 'x-site-id': site } }));
    return { cookie, basketId: cart.basketId };
  };

  it('US: ZIP "ABC" (§8 POSTCODE_INVALID, issue 10), state "Narnia" and phone "000000" are each a 400 naming the field, and nothing is stored', async () => {
    const { cookie, basketId } = await newCart('en-us');
    const cases = [[{ postalCode: 'ABC' }, '0.postalCode', 'POSTCODE_INVALID'], [{ province: 'Narnia' }, '0.province', 'INVALID_REQUEST'], [{ phone: '000000' }, '0.phone', 'INVALID_REQUEST']] as const;
    for (const [change, field, errorId] of cases) {
      const response = await call(engine.app, 'setShippingAddress', { cookie, params: { basketId }, body: [{ ...US, ...change, email: 'a@example.com' }] });
      expect(expectError(response, 400, errorId).errorDetails[0]!.field).toBe(field);
    }
    const billing = await call(engine.app, 'setBillingAddress', { cookie, params: { basketId }, body: { address: US, phone: '000000' } });
    expect(expectError(billing, 400, 'INVALID_REQUEST').errorDetails[0]!.field).toBe('phone');
    const cart = expectOk('getCart', await call(engine.app, 'getCart', { cookie, params: { basketId } }));
    expect(cart.shippingAddress).toBeNull();
    expect(cart.billingAddress).toBeNull();
  });

  it('a valid address is stored with its phone in E.164 and its postcode in the standard form', async () => {
    const us = await newCart('en-us');
    const usCart = expectOk('setShippingAddress', await call(engine.app, 'setShippingAddress', {
      cookie: us.cookie, params: { basketId: us.basketId }, body: [{ ...US, phone: '(303) 555-0100', email: 'a@example.com' }],
    }));
    expect(usCart.shippingAddress).toMatchObject({ postalCode: '80202', province: 'CO', phone: '+13035550100' });

    const gb = await newCart('en-gb');
    const gbCart = expectOk('setShippingAddress', await call(engine.app, 'setShippingAddress', {
      cookie: gb.cookie, params: { basketId: gb.basketId }, body: [{ ...GB, email: 'ada@example.co.uk' }],
    }));
    expect(gbCart.shippingAddress).toMatchObject({ postalCode: 'WC2E 9LH', phone: '+447400123456' });
    const billed = expectOk('setBillingAddress', await call(engine.app, 'setBillingAddress', {
      cookie: gb.cookie, params: { basketId: gb.basketId }, body: { address: GB, phone: '+44 20 7946 0958' },
    }));
    expect(billed.billingAddress).toMatchObject({ postalCode: 'WC2E 9LH', phone: '+442079460958' });

    const fr = await newCart('fr-fr');
    const frCart = expectOk('setShippingAddress', await call(engine.app, 'setShippingAddress', {
      cookie: fr.cookie, params: { basketId: fr.basketId }, body: [{ ...FR, email: 'anais@example.fr' }],
    }));
    expect(frCart.shippingAddress).toMatchObject({ postalCode: '75004', phone: '+33612345678' });
    expect(frCart.shippingAddress).not.toHaveProperty('province');
  });
});
