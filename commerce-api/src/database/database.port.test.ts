import { describe, expect, it } from 'vitest';
import { isConnectionLost, isUniqueViolation } from './database.port';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isConnectionLost: a broken or refused connection, not a bad statement', () => {
  it('terminated backends (57P01, 57P02, 57P03), class 08 and socket errors are connection losses', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '08P01', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']) {
      expect(isConnectionLost(withCode(code)), code).toBe(true);
    }
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLost(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
  });

  it('statement errors (unique violation, syntax, check) and non-errors are not', () => {
    for (const code of ['23505', '42601', '23514', '40001', '57014']) expect(isConnectionLost(withCode(code)), code).toBe(false);
    expect(isConnectionLost(new Error('boom'))).toBe(false);
    expect(isConnectionLost(undefined)).toBe(false);
    expect(isConnectionLost('ECONNRESET')).toBe(false);
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
  });
});
