import { describe, expect, it } from 'vitest';
import { LOGOUT_SUCCESS_MESSAGE, logoutSequence } from './logout';
import { sessionKeys } from './session-keys';
import { isEmployee, needsEmployeeTerms } from './employee-terms';

describe('§4 logout', () => {
  it('redirect away from protected areas, sign out with the refresh token, clear cart, loyalty and favorites, obtain a guest token again, show a success message', () => {
    expect(logoutSequence({ path: '/en-gb/checkout', refreshToken: 'rt-1', sessionId: 'u1' })).toEqual([
      { type: 'redirect', to: '/en-gb' },
      { type: 'signOut', refreshToken: 'rt-1' },
      { type: 'clearSession', keys: Object.values(sessionKeys('u1')) },
      { type: 'clearCart' },
      { type: 'clearLoyalty' },
      { type: 'clearFavorites' },
      { type: 'obtainGuestToken' },
      { type: 'showSuccess', message: LOGOUT_SUCCESS_MESSAGE },
    ]);
  });

  it('outside protected areas there is no redirect; without a refresh token there is no upstream sign-out', () => {
    const steps = logoutSequence({ path: '/en-gb/p/runner-AB123456', refreshToken: null, sessionId: 'u1' }).map((s) => s.type);
    expect(steps).toEqual(['clearSession', 'clearCart', 'clearLoyalty', 'clearFavorites', 'obtainGuestToken', 'showSuccess']);
  });
});

describe('§6 employee', () => {
  it('employee (consumerType EMPLOYEE): must accept the employee discount terms', () => {
    expect(isEmployee({ consumerType: 'EMPLOYEE' })).toBe(true);
    expect(isEmployee({ consumerType: 'employee' })).toBe(false);
    expect(needsEmployeeTerms({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true })).toBe(false);
    expect(needsEmployeeTerms({ consumerType: 'EMPLOYEE' })).toBe(true);
    expect(needsEmployeeTerms({})).toBe(false);
  });
});
