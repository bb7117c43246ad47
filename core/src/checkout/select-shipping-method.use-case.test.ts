import { describe, expect, it } from 'vitest';
import { cartAtStage, FakeCommerce } from '../testing';
import { SelectShippingMethod } from './select-shipping-method.use-case';

describe('SelectShippingMethod', () => {
  it('selects the method by code, and the shipping cost enters the totals', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'shippingAddress');
    const cart = (await new SelectShippingMethod(upstream.checkout).run(basketId, 'express'))._unsafeUnwrap();
    expect(cart.shippingMethods.applicableShippingMethods.filter((m) => m.selected).map((m) => m.code)).toEqual(['express']);
    expect(cart.totals.shipping).toBe(1_500);
    expect(cart.totals.total).toBe(9_000 + 1_500);
  });

  it('a code that is not a shipping method code returns InvalidInput for code, without a call', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'shippingAddress');
    const result = await new SelectShippingMethod(upstream.checkout).run(basketId, 'DROP TABLE');
    expect(result._unsafeUnwrapErr()).toMatchObject({ type: 'InvalidInput', field: 'code' });
    expect(upstream.calls).toEqual([]);
  });

  it('an unknown method is the upstream SHIPPING_METHOD_INVALID error', async () => {
    const upstream = new FakeCommerce();
    const { basketId } = await cartAtStage(upstream, 'shippingAddress');
    const result = await new SelectShippingMethod(upstream.checkout).run(basketId, 'teleport');
    expect(result._unsafeUnwrapErr()).toMatchObject({ errorId: 'SHIPPING_METHOD_INVALID' });
  });
});
