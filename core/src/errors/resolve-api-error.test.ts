import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ErrorAnswer } from '../contract';
import { apiFailureHandling, fillPlaceholders, resolveApiError } from './resolve-api-error';
import { errorCodeFamily, ERROR_CODE_EXAMPLES, ERROR_CODE_FAMILIES } from './code-families';

const answer = (detail: Partial<ErrorAnswer['errorDetails'][number]>, statusCode = 409, appId = ''): ErrorAnswer => ({
  errorDetails: [{ errorId: 'ADDED_MAX_QUANTITY', message: 'server says no', ...detail }],
  statusCode,
  correlationId: 'corr-1',
  appId,
});

describe('§8 error catalogue: resolving an error answer', () => {
  it('an error answer carries an errorId; it maps to a configured message (general placeholders filled in)', () => {
    const error = resolveApiError(answer({ maxAllowedQty: 3 }), { ADDED_MAX_QUANTITY: 'Only {maxAllowedQty} per order at {brand}.' }, { brand: 'Switchback' });
    expect(error).toMatchObject({ type: 'ApiError', errorId: 'ADDED_MAX_QUANTITY', statusCode: 409, message: 'Only 3 per order at Switchback.', correlationId: 'corr-1' });
  });

  it('or falls back to the server message', () => {
    expect(resolveApiError(answer({}), {}).message).toBe('server says no');
    expect(resolveApiError(answer({}), { ADDED_MAX_QUANTITY: '  ' }).message).toBe('server says no');
  });

  it('then raises an API error with the status code (the catalogue text when the server sends none)', () => {
    const error = resolveApiError(answer({ errorId: 'CART_NOT_FOUND', message: '' }, 404), {});
    expect(error).toMatchObject({ type: 'ApiError', errorId: 'CART_NOT_FOUND', code: 'BSK404', kind: 'NotFound', statusCode: 404, message: 'Your cart could not be found.' });
    expect(resolveApiError(answer({ errorId: 'SOMETHING_NEW', message: '' }, 500), {}).message).toBe('Something went wrong. Please try again.');
  });

  it('placeholders without a value are left as written', () => {
    expect(fillPlaceholders('Hi {name}, {missing}', { name: 'Ann' })).toBe('Hi Ann, {missing}');
  });

  it('property: the message is never empty and the status is the answer status', () => {
    fc.assert(fc.property(fc.string({ minLength: 1 }), fc.string(), fc.integer({ min: 400, max: 599 }), fc.dictionary(fc.string(), fc.string()), (errorId, message, status, catalogue) => {
      const error = resolveApiError(answer({ errorId, message }, status), catalogue);
      expect(error.statusCode).toBe(status);
      expect(error.errorId).toBe(errorId);
      expect(typeof error.message).toBe('string');
    }));
  });
});

describe('§8 failure handling', () => {
  const apiError = (statusCode: number, appId = '') => resolveApiError(answer({}, statusCode, appId), {});

  it('a 403 with an appId triggers a bot-defence re-check event', () => {
    expect(apiFailureHandling(apiError(403, 'app-7'))).toMatchObject({ type: 'BotDefenceRecheck', appId: 'app-7' });
    expect(apiFailureHandling(apiError(403, 'app-7'), { guestToken: true }).type).toBe('BotDefenceRecheck');
  });

  it('a guest-token failure with status 403 is ignored; other statuses are reported', () => {
    expect(apiFailureHandling(apiError(403), { guestToken: true }).type).toBe('Ignore');
    expect(apiFailureHandling(apiError(500), { guestToken: true }).type).toBe('Report');
    expect(apiFailureHandling(apiError(403)).type).toBe('Report');
  });

  it('non-API errors are rethrown', () => {
    const bug = new TypeError('x is undefined');
    expect(apiFailureHandling(bug)).toEqual({ type: 'Rethrow', error: bug });
    expect(apiFailureHandling({ type: 'NetworkError', message: 'down' }).type).toBe('Rethrow');
    expect(apiFailureHandling(null).type).toBe('Rethrow');
  });
});

describe('§8 code families and examples', () => {
  it('code families: AUT authentication, PRC pricing, ORD order, BSK basket, INV inventory, GFC/GFS/GFO gift card, PYT/PAY payment, … GEN500 general', () => {
    expect(Object.keys(ERROR_CODE_FAMILIES)).toHaveLength(27);
    expect(errorCodeFamily('AUT401')).toBe('authentication');
    expect(errorCodeFamily('GFS100')).toBe('gift card');
    expect(errorCodeFamily('PAY400')).toBe('payment');
    expect(errorCodeFamily('ATTR12')).toBe('attribute');
    expect(errorCodeFamily('GEN500')).toBe('general');
    expect(errorCodeFamily('XYZ1')).toBeNull();
    expect(errorCodeFamily('AUT')).toBeNull();
  });

  it('the listed examples (AUT401 invalid credentials … PAY400 buy-now-pay-later authorize failure)', () => {
    expect(Object.keys(ERROR_CODE_EXAMPLES)).toHaveLength(20);
    expect(ERROR_CODE_EXAMPLES.INV700).toBe('item out of stock');
    for (const code of Object.keys(ERROR_CODE_EXAMPLES).filter((c) => !c.startsWith('FE'))) expect(errorCodeFamily(code), code).not.toBeNull();
  });
});
