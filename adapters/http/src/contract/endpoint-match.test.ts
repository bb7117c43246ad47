import { describe, expect, it } from 'vitest';
import { matchCall } from './endpoint-match';

describe('matchCall', () => {
  it('a request is matched to its registry call by method and path template, with its parameters', () => {
    expect(matchCall('GET', '/cart/v1/cart/bsk_123456789')).toEqual({ call: 'getCart', params: { basketId: 'bsk_123456789' } });
    expect(matchCall('PUT', '/cart/v1/cart/bsk_123456789/item')).toEqual({ call: 'updateItem', params: { basketId: 'bsk_123456789' } });
    expect(matchCall('GET', '/cart/v1/cart/b1234567/shippingMethod/me')).toEqual({
      call: 'shippingMethods',
      params: { basketId: 'b1234567', shippingId: 'me' },
    });
    expect(matchCall('POST', '/cart/v1/cart/prepareOrder')).toEqual({ call: 'prepareOrder', params: {} });
  });

  it('the same path with another method is another call, or none', () => {
    expect(matchCall('POST', '/cart/v1/item')?.call).toBe('addItem');
    expect(matchCall('DELETE', '/cart/v1/item')?.call).toBe('removeItem');
    expect(matchCall('PATCH', '/cart/v1/item')).toBeUndefined();
  });

  it('the sandbox tokeniser is recognised although it is not a contract path', () => {
    expect(matchCall('POST', '/sandbox-payments/v1/tokens')).toEqual({ call: 'tokenizeCard', params: {} });
  });
});
