import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Where the journeys' outcome summary goes; `npm test` (tests/run-all.mjs) prints it under its own summary. */
export const OUTCOME_SUMMARY = 'tests/.tmp/e2e-outcome.txt';

const ANSI = /\u001b\[[0-9;]*m/g;
/** The first lines of an error, enough to say what broke without the whole report. */
const headOf = (message: string, lines = 6) =>
  message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line !== '')
    .slice(0, lines)
    .map((line) => `    ${line.slice(0, 200)}`);

/**
 * A short account of the journeys that failed (their first error's first lines) and of those that passed only when
 * run again, written to a file that the end of `npm test` prints, so that the last lines of a long run say what
 * broke and what is flaky.
 */
export default class OutcomeSummary implements Reporter {
  readonly #errors = new Map<TestCase, string>();
  readonly #tests = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.#tests.add(test);
    const error = result.errors[0]?.message ?? result.error?.message;
    if (result.status !== 'passed' && result.status !== 'skipped' && error !== undefined) this.#errors.set(test, error);
  }

  onEnd(result: FullResult): void {
    const lines: string[] = [];
    const title = (test: TestCase) => `${test.location.file.replace(/^.*tests\/e2e\//, '')}:${test.location.line} ${test.titlePath().slice(3).join(' › ')}`;
    for (const test of this.#tests) {
      const outcome = test.outcome();
      if (outcome === 'unexpected') lines.push(`failed: ${title(test)}`, ...headOf(this.#errors.get(test) ?? 'no error reported'));
      else if (outcome === 'flaky') lines.push(`flaky (passed when run again): ${title(test)}`, ...headOf(this.#errors.get(test) ?? '', 3));
    }
    if (result.status !== 'passed' && lines.length === 0) lines.push(`journeys ${result.status}`);
    mkdirSync(dirname(OUTCOME_SUMMARY), { recursive: true });
    writeFileSync(OUTCOME_SUMMARY, lines.length === 0 ? '' : `${lines.join('\n')}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
