import path from 'node:path';
import type { Reporter, TestCase } from 'vitest/node';

/** What the reporter needs of a test case (vitest's TestCase has more). */
type RetriedCase = Pick<TestCase, 'fullName' | 'result'> & { readonly module: { readonly moduleId: string } };

/** How many lines of each failed attempt's stack are printed. */
const STACK_LINES = 6;

/**
 * Under CI a failed end-to-end test runs again (vitest.e2e.config.ts, `retry`), and the default report shows one that
 * then passed only as "(retry x1)": what made its first attempt fail is lost, so a flaky test cannot be diagnosed from
 * the CI log. Vitest keeps the errors of failed attempts on a test that passed in the end; this prints them, after the
 * run (so they are in the log's tail, which scripts/test.mjs keeps for its summary).
 */
export class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  private readonly write: (text: string) => void;

  /** Vitest constructs a reporter named in the config with its options object; tests pass `write`. */
  constructor(options: { readonly write?: (text: string) => void } = {}) {
    this.write = options.write ?? ((text) => process.stdout.write(text));
  }

  onTestCaseResult(testCase: RetriedCase): void {
    const result = testCase.result();
    if (result.state !== 'passed' || result.errors === undefined || result.errors.length === 0) return;
    const attempts = result.errors.map((error, index) => {
      // A stack starts with the message, which may be several lines (Playwright's call log): only its frames.
      const stack = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).slice(0, STACK_LINES).join('\n');
      return `  attempt ${index + 1}: ${error.name ?? 'Error'}: ${error.message}${stack === '' ? '' : `\n${stack}`}`;
    });
    const file = path.relative(process.cwd(), testCase.module.moduleId);
    this.retried.push(`↻ ${file} > ${testCase.fullName}\n  passed after ${result.errors.length} failed attempt(s):\n${attempts.join('\n')}`);
  }

  onTestRunEnd(): void {
    if (this.retried.length === 0) return;
    this.write(`\n${this.retried.length} test(s) passed only on a retry; their failed attempts:\n\n${this.retried.join('\n\n')}\n`);
  }
}

export default RetriedTestsReporter;
