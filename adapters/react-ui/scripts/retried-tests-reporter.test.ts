import { describe, expect, it } from 'vitest';
import { RetriedTestsReporter } from './retried-tests-reporter';

const testCase = (fullName: string, result: unknown) => ({
  fullName,
  module: { moduleId: `${process.cwd()}/e2e/cart-errors.test.ts` },
  result: () => result as never,
});

describe('the retried-tests reporter (e2e under CI)', () => {
  it("prints what each failed attempt of a test that passed on a retry said, once the run ends", () => {
    let out = '';
    const reporter = new RetriedTestsReporter({
      write: (text) => {
        out += text;
      },
    });
    reporter.onTestCaseResult(testCase('cart errors > NO_PRICE', {
      state: 'passed',
      errors: [{ name: 'AssertionError', message: 'expected "Add to cart" to be "No price"', stack: 'AssertionError: expected\n    at cart-errors.test.ts:88:7\n    at more' }],
    }));
    const callLog = 'locator.waitFor: Timeout 30000ms exceeded.\nCall log:\n  - waiting for the alert';
    reporter.onTestCaseResult(testCase('cart errors > INVALID_PRICE', {
      state: 'passed',
      errors: [{ name: 'TimeoutError', message: callLog, stack: `TimeoutError: ${callLog}\n    at cart-errors.test.ts:181:5` }],
    }));
    reporter.onTestCaseResult(testCase('cart errors > ITEM_OOS', { state: 'passed', errors: undefined }));
    reporter.onTestCaseResult(testCase('cart errors > broken', { state: 'failed', errors: [{ name: 'Error', message: 'final failure' }] }));
    expect(out).toBe('');
    reporter.onTestRunEnd();
    expect(out).toContain('2 test(s) passed only on a retry');
    expect(out).toContain('↻ e2e/cart-errors.test.ts > cart errors > NO_PRICE');
    expect(out).toContain('attempt 1: AssertionError: expected "Add to cart" to be "No price"');
    expect(out).toContain('at cart-errors.test.ts:88:7');
    // A message of several lines is printed once: the stack adds only its frames.
    expect(out.split('Call log:')).toHaveLength(2);
    expect(out).toContain('    at cart-errors.test.ts:181:5');
    // Passed at once, or failed for good (the default reporter shows that one): not listed.
    expect(out).not.toContain('ITEM_OOS');
    expect(out).not.toContain('final failure');
  });

  it('says nothing when no test needed a retry', () => {
    let out = '';
    const reporter = new RetriedTestsReporter({
      write: (text) => {
        out += text;
      },
    });
    reporter.onTestRunEnd();
    expect(out).toBe('');
  });
});
