// `npm test`: every check the project promises, in order, with one summary at the end.
// Each step runs even when an earlier one failed, so one run shows everything that is wrong.
// Steps marked `parallel` (single-threaded, read-only checks and builds writing to their own
// folders) run alongside their marked neighbours, one per core; their output is printed whole
// when each ends. The test steps run alone: their timeouts assume the cores are theirs.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'paraph-test-'));
const bin = (path) => join(root, 'node_modules', path);

/** Test names of a Playwright JSON report's suites whose outcome is `outcome`. */
function playwrightNamed(suites = [], outcome, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const specs = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === outcome)
        .map((test) => [test.projectName, ...here, spec.title].filter(Boolean).join(' › ')),
    );
    return [...specs, ...playwrightNamed(suite.suites, outcome, here)];
  });
}

/**
 * Reads a vitest or Playwright JSON report: passed/failed counts, and the names of the failed
 * and flaky (passed on retry) tests, so the summary says which ones without scrolling back.
 */
function countTests(kind, file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'vitest') {
      const named = (keep) =>
        report.testResults.flatMap((result) =>
          result.assertionResults
            .filter(keep)
            .map((test) => `${result.name.replace(root, '')} › ${test.fullName}`),
        );
      const failures = named((test) => test.status === 'failed');
      // A file that failed to load has no failed assertions: name the file.
      for (const result of report.testResults) {
        if (
          result.status === 'failed' &&
          !result.assertionResults.some((t) => t.status === 'failed')
        ) {
          failures.push(
            `${result.name.replace(root, '')} (${result.message?.split('\n')[0] ?? 'failed'})`,
          );
        }
      }
      // A test that passed on a retry keeps the failures of its earlier attempts.
      const flaky = named((test) => test.status === 'passed' && test.failureMessages.length > 0);
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests,
        failures,
        flaky,
      };
    }
    const { expected = 0, flaky = 0, unexpected = 0 } = report.stats;
    return {
      passed: expected + flaky,
      failed: unexpected,
      failures: playwrightNamed(report.suites, 'unexpected'),
      flaky: playwrightNamed(report.suites, 'flaky'),
    };
  } catch {
    return { passed: 0, failed: 0, failures: [], flaky: [] };
  }
}

const vitest = (name, projects) => {
  const output = join(reports, `${name}.json`);
  const args = [
    bin('vitest/vitest.mjs'),
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ];
  return { name, command: [process.execPath, ...args], report: ['vitest', output] };
};

const playwrightReport = join(reports, 'e2e.json');
const visualReport = join(reports, 'visual.json');
const steps = [
  {
    name: 'typecheck (app)',
    parallel: true,
    command: [process.execPath, bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'],
  },
  {
    name: 'typecheck (server)',
    parallel: true,
    command: [
      process.execPath,
      bin('typescript/bin/tsc'),
      '-p',
      'server/tsconfig.json',
      '--noEmit',
    ],
  },
  {
    name: 'lint (eslint)',
    parallel: true,
    command: [process.execPath, bin('eslint/bin/eslint.js'), '.', '--max-warnings=0'],
  },
  {
    name: 'format (prettier)',
    parallel: true,
    command: [
      process.execPath,
      bin('prettier/bin/prettier.cjs'),
      '--check',
      '.',
      '--log-level',
      'warn',
    ],
  },
  {
    name: 'lint (redocly)',
    parallel: true,
    command: [
      process.execPath,
      bin('@redocly/cli/bin/cli.js'),
      'lint',
      'openapi/openapi.yaml',
      '--config',
      'openapi/redocly.yaml',
    ],
  },
  {
    name: 'lint (spectral)',
    parallel: true,
    command: [
      process.execPath,
      bin('@stoplight/spectral-cli/dist/index.js'),
      'lint',
      'openapi/bundled.gen.json',
      '--ruleset',
      'openapi/.spectral.yaml',
      '--fail-severity',
      'warn',
    ],
  },
  {
    name: 'generated API files are fresh',
    parallel: true,
    command: [process.execPath, 'scripts/api-gen.mjs', '--check'],
  },
  {
    name: 'translation catalogues complete',
    parallel: true,
    command: [process.execPath, 'scripts/i18n-extract.mjs', '--check'],
  },
  {
    name: 'design token reference is fresh',
    parallel: true,
    command: [process.execPath, '--import', 'tsx', 'scripts/tokens-gen.mjs', '--check'],
  },
  // The server suite runs on the embedded database, or on DATABASE_URL's server when set.
  vitest(`unit and server tests${process.env.DATABASE_URL ? ' (PostgreSQL)' : ''}`, [
    'unit',
    'server',
  ]),
  vitest('story tests (Chromium + axe)', ['storybook']),
  {
    name: 'build',
    parallel: true,
    command: [process.execPath, bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  },
  {
    name: 'storybook build (static)',
    parallel: true,
    command: [
      process.execPath,
      bin('storybook/dist/bin/dispatcher.js'),
      'build',
      '-o',
      'storybook-static',
      '--quiet',
    ],
  },
  {
    name: 'visual regression (story screenshots)',
    command: [
      process.execPath,
      bin('@playwright/test/cli.js'),
      'test',
      '-c',
      'playwright.visual.config.ts',
      '--reporter=dot,json',
    ],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: visualReport },
    report: ['playwright', visualReport],
  },
  {
    name: 'API journeys with curl (tests/shell)',
    command: ['npm', 'run', '--silent', 'test:shell'],
  },
  {
    name: 'end-to-end journeys (Chromium)',
    command: [process.execPath, bin('@playwright/test/cli.js'), 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
    report: ['playwright', playwrightReport],
  },
];

/** Runs one step; a parallel step's output is held back and printed whole when it ends. */
function run(step) {
  const started = Date.now();
  const [command, ...args] = step.command;
  if (!step.parallel) console.log(`\n▶ ${step.name}`);
  const child = spawn(command, args, {
    cwd: root,
    stdio: step.parallel ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env },
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    const finish = (status) => {
      if (step.parallel) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output)}`);
      resolve({
        name: step.name,
        ok: status === 0,
        seconds: (Date.now() - started) / 1000,
        tests: step.report ? countTests(...step.report) : null,
      });
    };
    // A command that cannot start fails its step (`close` may not follow `error`).
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      child.removeAllListeners('close');
      finish(null);
    });
    child.once('close', (status) => {
      child.removeAllListeners('error');
      finish(status);
    });
  });
}

/** Runs steps `concurrency` at a time, keeping their results in step order. */
async function runAll(group, concurrency) {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < group.length) {
      const index = next++;
      results[index] = await run(group[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, group.length) }, lane));
  return results;
}

const results = [];
for (let start = 0; start < steps.length;) {
  let end = start + 1;
  if (steps[start].parallel) while (steps[end]?.parallel) end++;
  results.push(...(await runAll(steps.slice(start, end), availableParallelism())));
  start = end;
}

console.log('\nSummary');
for (const { name, ok, seconds, tests } of results) {
  const counts = tests ? ` — ${tests.passed} passed, ${tests.failed} failed` : '';
  console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)${counts}`);
  for (const failure of tests?.failures ?? []) console.log(`      ✘ ${failure}`);
  for (const flaky of tests?.flaky ?? []) console.log(`      ~ flaky (passed on retry): ${flaky}`);
}
const passed = results.reduce((sum, { tests }) => sum + (tests?.passed ?? 0), 0);
const failed = results.reduce((sum, { tests }) => sum + (tests?.failed ?? 0), 0);
const failedSteps = results.filter(({ ok }) => !ok).length;
// A failed step without failed tests (a crash, a lint error) still counts as one failure.
const silentFailures = results.filter(({ ok, tests }) => !ok && !tests?.failed).length;
console.log(`steps: ${results.length - failedSteps} passed, ${failedSteps} failed`);
console.log(`tests: ${passed} passed, ${failed + silentFailures} failed`);
// CI adds its own runs to these totals.
if (process.env.PARAPH_TEST_SUMMARY) {
  writeFileSync(
    process.env.PARAPH_TEST_SUMMARY,
    JSON.stringify({ passed, failed: failed + failedSteps }),
  );
}
process.exit(failedSteps ? 1 : 0);
