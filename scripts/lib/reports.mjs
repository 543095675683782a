// Reads the JSON reports of vitest and Playwright into passed/failed counts.
import { existsSync, readFileSync } from 'node:fs';

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * vitest's JSON reporter (jest-compatible). A test file that fails to load
 * has no tests but a failed suite; it counts as one failure so that a broken
 * import cannot hide behind "0 failed".
 */
export function countVitest(file) {
  const report = readJson(file);
  if (!report) return undefined;
  const brokenFiles = (report.testResults ?? []).filter(
    (result) => result.status === 'failed' && (result.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * Playwright's JSON reporter. Errors outside tests (global setup, a spec
 * that does not load) are listed in `errors` and count as failures.
 */
export function countPlaywright(file) {
  const report = readJson(file);
  if (!report?.stats) return undefined;
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  return {
    passed: expected + flaky,
    failed: unexpected + (report.errors ?? []).length,
    skipped,
  };
}
