import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueError, errorCatalogue, type ErrorId } from '@switchback/core';
import type { CliError } from './cli-error';
import { EXIT, EXIT_CODES_HELP, toExitOutcome } from './exit-code.mapper';

describe('toExitOutcome: one mapper from error to exit code and line', () => {
  it('a script that fails validation exits 2 naming the field', () => {
    expect(toExitOutcome({ type: 'ScriptInvalid', field: 'script.items[0].qty', message: 'quantity is at least 1' }))
      .toEqual({ exitCode: 2, line: 'script.items[0].qty: quantity is at least 1' });
  });

  it('an unknown colour or size exits 2 naming the field', () => {
    const outcome = toExitOutcome({ type: 'NotInCatalogue', field: 'script.items[1].color', message: 'product TRAILRUN01 has no colour "Purple"' });
    expect(outcome.exitCode).toBe(EXIT.badInput);
    expect(outcome.line).toBe('script.items[1].color: product TRAILRUN01 has no colour "Purple"');
  });

  it('a bad option or an unreadable script exits 2 with one line', () => {
    const errors: CliError[] = [
      { type: 'InvalidOption', option: '--api', message: 'must be an http(s) origin such as http://localhost:3000' },
      { type: 'ScriptUnreadable', path: '/tmp/x.json', reason: 'missing', message: 'no such file' },
      { type: 'ScriptUnreadable', path: '/tmp/x.json', reason: 'not-json', message: 'is not valid JSON' },
    ];
    for (const error of errors) {
      const outcome = toExitOutcome(error);
      expect(outcome.exitCode).toBe(2);
      expect(outcome.line).not.toContain('\n');
    }
  });

  it('every upstream business error exits 3 and prints its errorId and message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(Object.keys(errorCatalogue) as ErrorId[])), (errorId) => {
        const outcome = toExitOutcome({ type: 'Commerce', error: catalogueError(errorId) });
        expect(outcome.exitCode).toBe(EXIT.upstream);
        expect(outcome.errorId).toBe(errorId);
        expect(outcome.line.startsWith(`${errorId}: ${errorCatalogue[errorId].message}`)).toBe(true);
      }),
    );
  });

  it('a declined card exits 3 with PAYMENT_ERROR and its correlation id', () => {
    const outcome = toExitOutcome({ type: 'Commerce', error: { ...catalogueError('PAYMENT_ERROR'), correlationId: 'corr-1' } });
    expect(outcome).toEqual({
      exitCode: 3,
      errorId: 'PAYMENT_ERROR',
      line: 'PAYMENT_ERROR: Your payment was declined. Please use another card. [correlationId corr-1]',
    });
  });

  it('network failures, invalid responses and an engine that cannot start exit 1', () => {
    const errors: CliError[] = [
      { type: 'Commerce', error: { type: 'NetworkError', message: 'connect ECONNREFUSED 127.0.0.1:3000' } },
      { type: 'Commerce', error: { type: 'InvalidResponse', message: 'cart.basketId: Required' } },
      { type: 'EngineFailed', message: 'migration 3 failed' },
    ];
    expect(errors.map((e) => toExitOutcome(e).exitCode)).toEqual([1, 1, 1]);
  });

  it('a data directory locked by a running server tells the user to pass --api', () => {
    const outcome = toExitOutcome({ type: 'EngineLocked', dataDir: '/srv/.switchback' });
    expect(outcome.exitCode).toBe(1);
    expect(outcome.line).toContain('/srv/.switchback');
    expect(outcome.line).toContain('--api http://localhost:3000');
  });

  it('input the use cases reject before calling upstream exits 2 naming the field', () => {
    expect(toExitOutcome({ type: 'Commerce', error: { type: 'InvalidInput', field: 'card.expiry', message: 'expiry is MM/YY' } }))
      .toEqual({ exitCode: 2, line: 'card.expiry: expiry is MM/YY' });
  });

  it('contract drift exits 4, a code of its own: a script tells a drifting upstream from one that refused', () => {
    const drift = toExitOutcome({
      type: 'ContractDrift', call: 'getCart', method: 'GET', path: '/cart/v1/cart/bsk_1', drifting: 2,
      drift: { field: 'response.body.totals.total', expected: 'number', received: 'missing' },
    });
    expect(drift).toEqual({
      exitCode: 4,
      line: 'contract drift at getCart (GET /cart/v1/cart/bsk_1): response.body.totals.total expected number, received missing (1 more call drift)',
    });
    expect(drift.exitCode).not.toBe(toExitOutcome({ type: 'Commerce', error: catalogueError('PAYMENT_ERROR') }).exitCode);
  });

  it('a replayed order that answers differently today exits 4 naming the call and what differs; no trail exits 1 (issue 8 §4)', () => {
    expect(toExitOutcome({ type: 'ReplayDiverged', orderNumber: 'SB-000001', seq: 2, endpoint: 'addItem', what: 'price of Trail Runner UPC 123456789012: $120.00 → $150.00', diverging: 3 }))
      .toEqual({ exitCode: 4, line: 'order SB-000001 diverges at call #2 addItem: price of Trail Runner UPC 123456789012: $120.00 → $150.00 (2 more calls diverge)' });
    expect(toExitOutcome({ type: 'ReplayImpossible', orderNumber: 'SB-000001', reason: 'no basket trail was recorded' }).exitCode).toBe(1);
    expect(EXIT_CODES_HELP).toMatch(/^ {2}4 {2}drift or divergence: .*order replay/m);
  });

  it('every exit code has one meaning, and the help lists each of them', () => {
    const codes = Object.values(EXIT);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(EXIT_CODES_HELP).toMatch(new RegExp(`^  ${code}  \\S`, 'm'));
  });
});
