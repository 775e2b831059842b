// `npm test`: install if needed, build the static client, type-check every runtime, run
// every vitest project, then print one closing line, `N passed, N failed`, counting tests.
// Arguments are handed to vitest (`npm test -- --project rules`).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWeb } from './build-web.mjs';
import { ensureDeps } from './ensure-deps.mjs';
import { bin, run } from './run.mjs';
import { typecheck } from './typecheck.mjs';

const started = Date.now();

await ensureDeps();
buildWeb();

// The type checks run beside vitest, their report held until vitest's is printed: vitest
// leaves a core of two mostly idle (one test file at a time), and tsc needs only one.
/** @type {string[]} */
const typeReport = [];
const typeChecked = typecheck({ output: typeReport });

const reportDir = mkdtempSync(join(tmpdir(), 'cloud-judge-test-'));
const reportFile = join(reportDir, 'vitest.json');
const vitestCode = await run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...process.argv.slice(2),
]);
const typeFailures = await typeChecked;
process.stdout.write(typeReport.join(''));

const counts = readCounts(reportFile);
rmSync(reportDir, { recursive: true, force: true });

const seconds = ((Date.now() - started) / 1000).toFixed(1);
if (typeFailures.length > 0) console.log(`Type errors in: ${typeFailures.join(', ')}.`);
if (counts.brokenFiles > 0) console.log(`${counts.brokenFiles} test file(s) failed before their tests ran; each counts as one failure.`);
if (vitestCode !== 0 && counts.failed === 0) console.log(`vitest exited with code ${vitestCode}.`);
console.log(`npm test took ${seconds}s.`);

const ok = typeFailures.length === 0 && vitestCode === 0 && counts.failed === 0;
const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
// Vitest can fail with no failed test (an unhandled error, no test files); say so in the count.
const failed = counts.failed === 0 && vitestCode !== 0 ? 1 : counts.failed;
console.log(`${counts.passed} passed, ${failed} failed${skipped}`);
process.exit(ok ? 0 : 1);

/**
 * The parts of vitest's JSON report (Jest's format) that the count needs.
 * @typedef {object} Report
 * @property {number} numPassedTests
 * @property {number} numFailedTests
 * @property {number} numPendingTests
 * @property {number} numTodoTests
 * @property {{ status: string, assertionResults: { status: string }[] }[]} testResults
 */

/**
 * Test counts from vitest's JSON report; a file that broke before its tests ran is a failure.
 * @param {string} file
 */
function readCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, brokenFiles: 0 };
  /** @type {Report} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && !r.assertionResults.some((a) => a.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
    brokenFiles,
  };
}
