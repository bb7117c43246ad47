import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPickupMethod, shippingMethodKind } from './shipping-method-code';

describe('§5 shipping method codes', () => {
  it('pickup and pudo are pickup; sts is ship to store; digital is digital product; customs; all others are home delivery', () => {
    expect(shippingMethodKind('pickup')).toBe('pickup');
    expect(shippingMethodKind('pudo')).toBe('pickup');
    expect(shippingMethodKind('PUDO')).toBe('pickup');
    expect(shippingMethodKind('sts')).toBe('ship-to-store');
    expect(shippingMethodKind('digital')).toBe('digital');
    expect(shippingMethodKind('customs')).toBe('customs');
    for (const code of ['standard', 'express', 'next-day', '', 'toString', '__proto__']) expect(shippingMethodKind(code), code).toBe('home-delivery');
    expect(isPickupMethod('pudo')).toBe(true);
    expect(isPickupMethod('sts')).toBe(false);
  });

  it('property: every code has exactly one kind, and only the five named codes are not home delivery', () => {
    fc.assert(fc.property(fc.string(), (code) => {
      const named = ['pickup', 'pudo', 'sts', 'digital', 'customs'].includes(code.trim().toLowerCase());
      expect(shippingMethodKind(code) !== 'home-delivery').toBe(named);
    }));
  });
});
