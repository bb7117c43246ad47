import { checkAddressInput } from '@switchback/core';
import { describe, expect, it } from 'vitest';
import { guestAddress, guestEmail, placedOrderAnswer } from '../commerce-client.fixtures';

describe('the guest scenario’s address is the adapter’s one fixture', () => {
  it('valid for its country by core’s rules (the API refuses any other), as the scenario sends it', () => {
    expect(checkAddressInput(guestAddress, guestEmail).isOk()).toBe(true);
  });

  it('the nock answers carry the same address and e-mail the scenario sends', () => {
    const { order } = placedOrderAnswer;
    expect(order.customerEmail).toBe(guestEmail);
    for (const stored of [order.shippingAddress, order.billingAddress]) {
      const { id: _id, approachType: _type, ...address } = stored!;
      expect(address).toEqual(guestAddress);
    }
  });
});
