import { writeFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the closing "N passed, N failed" line and, when E2E_REPORT names a file, writes the
 * number of passed specs there so CI can tell a suite that ran from one that did not.
 */
export default class CountReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') this.skipped += 1;
    else if (test.outcome() === 'expected' || test.outcome() === 'flaky') this.passed += 1;
    else if (result.retry >= test.retries) this.failed += 1;
  }

  onEnd(_result: FullResult): void {
    console.log(`e2e: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped`);
    if (process.env.E2E_REPORT)
      writeFileSync(process.env.E2E_REPORT, String(this.failed > 0 ? 0 : this.passed));
  }
}
