import { describe, expect, it } from 'vitest';
import { errorAnswerSchema, errorCatalogue } from '@switchback/core';
import type { ApiFailure } from './api-failure';
import { APP_ID, mapFailure, toErrorAnswer } from './api-error.mapper';

const every: ApiFailure[] = [
  { type: 'InvalidRequest', field: 'qty', message: 'quantity must be a whole number' },
  { type: 'PayloadTooLarge', message: 'too large' },
  { type: 'UnsupportedMediaType', message: 'json only' },
  { type: 'HeadersTooLarge' },
  { type: 'RequestTimeout' },
  { type: 'RouteNotFound', method: 'GET', path: '/x' },
  { type: 'Unauthorized' },
  { type: 'ProductNotFound', productId: 'SBTR0001' },
  { type: 'VariantNotFound', upc: '840120000005' },
  { type: 'ImageNotFound' },
  { type: 'CartNotFound' },
  { type: 'ItemNotAvailable', upc: '840120000005' },
  { type: 'ItemNotFound', itemId: 'itm_1' },
  { type: 'ItemOutOfStock', upc: '840120000005' },
  { type: 'MaxQuantityExceeded', upc: '840120000005', maxAllowedQty: 3 },
  { type: 'CartEmpty' },
  { type: 'ShippingAddressMissing' },
  { type: 'ShippingMethodMissing' },
  { type: 'ShippingMethodInvalid', code: 'x' },
  { type: 'CantShipThere', countryCode: 'FR' },
  { type: 'BillingAddressMissing' },
  { type: 'PaymentMissing' },
  { type: 'PaymentInstrumentNotFound' },
  { type: 'CardExpired' },
  { type: 'PaymentDeclined' },
  { type: 'OrderAlreadyPlaced' },
  { type: 'OrderNotFound' },
  { type: 'IdempotencyKeyReused' },
  { type: 'ServiceUnavailable', retryAfterSeconds: 1 },
  { type: 'RateLimited', retryAfterSeconds: 30 },
  { type: 'FavoritesNotFound' },
  { type: 'FavoriteItemNotFound', itemId: 'itm_1' },
  { type: 'SharedListNotFound' },
  { type: 'FavoritesNotAllowed' },
  { type: 'SaveForLaterNotFound' },
  { type: 'SaveForLaterItemNotFound', itemId: 'itm_1' },
  { type: 'Internal' },
];

describe('error mapper', () => {
  it.each(every.map((f) => [f.type, f] as const))('%s answers the §8 shape with a catalogue errorId', (_type, failure) => {
    const { status, answer } = toErrorAnswer(failure, 'corr-1');
    expect(errorAnswerSchema.parse(answer)).toEqual(answer);
    expect(Object.keys(errorCatalogue)).toContain(answer.errorDetails[0]!.errorId);
    expect(answer.statusCode).toBe(status);
    expect(answer.correlationId).toBe('corr-1');
    expect(answer.appId).toBe(APP_ID);
  });

  it('only a bug (Internal) and a lost database connection (ServiceUnavailable) are 5xx', () => {
    for (const failure of every) expect(mapFailure(failure).status >= 500).toBe(failure.type === 'Internal' || failure.type === 'ServiceUnavailable');
  });

  it('a lost database connection is 503 SERVICE_UNAVAILABLE, marked retryable, with its Retry-After', () => {
    const { status, answer, retryAfterSeconds } = toErrorAnswer({ type: 'ServiceUnavailable', retryAfterSeconds: 2 }, 'c');
    expect(status).toBe(503);
    expect(retryAfterSeconds).toBe(2);
    expect(answer.errorDetails[0]).toMatchObject({ errorId: 'SERVICE_UNAVAILABLE', code: 'GEN503', retryable: true });
    expect(toErrorAnswer({ type: 'Internal' }, 'c').answer.errorDetails[0]!.retryable).toBeUndefined();
  });

  it('the spec ids: out of stock is ITEM_OOS/INV700 with 409, a decline is PAYMENT_ERROR with 402', () => {
    expect(toErrorAnswer({ type: 'ItemOutOfStock', upc: '1' }, 'c').answer.errorDetails[0]).toMatchObject({ errorId: 'ITEM_OOS', code: 'INV700' });
    expect(mapFailure({ type: 'ItemOutOfStock', upc: '1' }).status).toBe(409);
    expect(mapFailure({ type: 'PaymentDeclined' })).toMatchObject({ status: 402, errorId: 'PAYMENT_ERROR' });
    expect(toErrorAnswer({ type: 'MaxQuantityExceeded', upc: '1', maxAllowedQty: 3 }, 'c').answer.errorDetails[0]!.maxAllowedQty).toBe(3);
  });
});
