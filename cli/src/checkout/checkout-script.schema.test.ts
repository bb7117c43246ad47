import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aScript } from '../testing/fake-session';
import { parseCheckoutScript, readCheckoutScript } from './checkout-script.schema';

const withItem = (item: Record<string, unknown>) => ({ ...aScript(), items: [{ productId: 'TRAILRUN01', color: 'Black', size: '9', qty: 1, ...item }] });

describe('checkout script', () => {
  it('a complete script parses', () => {
    expect(parseCheckoutScript(aScript())._unsafeUnwrap()).toEqual(aScript());
  });

  it('a quantity below 1 names the field: script.items[0].qty: quantity is at least 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000, max: 0 }), (qty) => {
        expect(parseCheckoutScript(withItem({ qty }))._unsafeUnwrapErr()).toEqual({
          type: 'ScriptInvalid', field: 'script.items[0].qty', message: 'quantity is at least 1',
        });
      }),
    );
  });

  it('any whole quantity from 1 to 999999 is accepted', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999 }), (qty) => {
      expect(parseCheckoutScript(withItem({ qty })).isOk()).toBe(true);
    }));
  });

  it('the failing item is named by its index', () => {
    const script = { ...aScript(), items: [aScript().items[0], { productId: 'TRAILRUN01', color: 'Black', size: '9', qty: 1.5 }] };
    expect(parseCheckoutScript(script)._unsafeUnwrapErr()).toEqual({
      type: 'ScriptInvalid', field: 'script.items[1].qty', message: 'quantity must be a whole number',
    });
  });

  it('a missing field is required', () => {
    const { email: _email, ...noEmail } = aScript();
    expect(parseCheckoutScript(noEmail)._unsafeUnwrapErr()).toEqual({ type: 'ScriptInvalid', field: 'script.email', message: 'is required' });
  });

  it('an unknown field is named, not ignored', () => {
    const script = { ...aScript(), shippingAddress: { ...aScript().shippingAddress, street: '1 Main St' } };
    expect(parseCheckoutScript(script)._unsafeUnwrapErr()).toEqual({ type: 'ScriptInvalid', field: 'script.shippingAddress.street', message: 'is not a known field' });
  });

  it('the card and address follow the contract rules', () => {
    expect(parseCheckoutScript({ ...aScript(), card: { ...aScript().card, expiry: '2030-12' } })._unsafeUnwrapErr())
      .toEqual({ type: 'ScriptInvalid', field: 'script.card.expiry', message: 'expiry is MM/YY' });
    expect(parseCheckoutScript({ ...aScript(), shippingAddress: { ...aScript().shippingAddress, countryCode: 'usa' } })._unsafeUnwrapErr())
      .toEqual({ type: 'ScriptInvalid', field: 'script.shippingAddress.countryCode', message: 'countryCode is two upper-case letters' });
  });

  it('a script with no items is refused', () => {
    expect(parseCheckoutScript({ ...aScript(), items: [] })._unsafeUnwrapErr()).toEqual({ type: 'ScriptInvalid', field: 'script.items', message: 'at least one item' });
  });

  it('a script that is not an object names the script itself', () => {
    fc.assert(fc.property(fc.oneof(fc.integer(), fc.string(), fc.constant(null), fc.array(fc.integer())), (json) => {
      const error = parseCheckoutScript(json)._unsafeUnwrapErr();
      expect(error).toMatchObject({ type: 'ScriptInvalid', field: 'script' });
    }));
  });
});

describe('reading a script file', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'switchback-cli-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a missing file, or one that is not JSON, is refused with its path', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, '{ "site": ');
    expect((await readCheckoutScript(join(dir, 'none.json')))._unsafeUnwrapErr()).toMatchObject({ type: 'ScriptUnreadable', reason: 'missing' });
    expect((await readCheckoutScript(bad))._unsafeUnwrapErr()).toMatchObject({ type: 'ScriptUnreadable', reason: 'not-json', path: bad });
  });

  it('a valid file parses', async () => {
    const file = join(dir, 'ok.json');
    await writeFile(file, JSON.stringify(aScript()));
    expect((await readCheckoutScript(file))._unsafeUnwrap()).toEqual(aScript());
  });
});

describe('checkout script payment types (issue 10 §3)', () => {
  it('defaults to the card; accepts card with a 3-D Secure outcome and bnpl; names a bad outcome', async () => {
    const { parseCheckoutScript } = await import('./checkout-script.schema');
    const { aScript } = await import('../testing/fake-session');
    const { payment: _default, ...base } = aScript();
    expect(parseCheckoutScript(base)._unsafeUnwrap().payment).toEqual({ type: 'card' });
    expect(parseCheckoutScript({ ...base, payment: { type: 'card', threeDS: 'approve' } })._unsafeUnwrap().payment).toEqual({ type: 'card', threeDS: 'approve' });
    expect(parseCheckoutScript({ ...base, payment: { type: 'bnpl' } })._unsafeUnwrap().payment).toEqual({ type: 'bnpl' });
    expect(parseCheckoutScript({ ...base, payment: { type: 'card', threeDS: 'maybe' } })._unsafeUnwrapErr()).toMatchObject({ type: 'ScriptInvalid', field: 'script.payment.threeDS' });
  });
});
