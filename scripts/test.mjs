// `npm test`: every check the project promises, in order, with one summary at the end.
// Each step runs even when an earlier one failed, so one run shows everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'paraph-test-'));
const bin = (path) => join(root, 'node_modules', path);

/** Reads passed/failed test counts from a vitest or Playwright JSON report. */
function countTests(kind, file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (kind === 'vitest') return { passed: report.numPassedTests, failed: report.numFailedTests };
    const { expected = 0, flaky = 0, unexpected = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected };
  } catch {
    return { passed: 0, failed: 0 };
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
    command: [process.execPath, bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'],
  },
  {
    name: 'typecheck (server)',
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
    command: [process.execPath, bin('eslint/bin/eslint.js'), '.', '--max-warnings=0'],
  },
  {
    name: 'format (prettier)',
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
    command: [process.execPath, 'scripts/api-gen.mjs', '--check'],
  },
  {
    name: 'translation catalogues complete',
    command: [process.execPath, 'scripts/i18n-extract.mjs', '--check'],
  },
  {
    name: 'design token reference is fresh',
    command: [process.execPath, '--import', 'tsx', 'scripts/tokens-gen.mjs', '--check'],
  },
  vitest('unit and server tests', ['unit', 'server']),
  vitest('story tests (Chromium + axe)', ['storybook']),
  {
    name: 'build',
    command: [process.execPath, bin('vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
  },
  {
    name: 'storybook build (static)',
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

const results = [];
for (const step of steps) {
  console.log(`\n▶ ${step.name}`);
  const started = Date.now();
  const [command, ...args] = step.command;
  const run = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const tests = step.report ? countTests(...step.report) : null;
  results.push({
    name: step.name,
    ok: run.status === 0,
    seconds: (Date.now() - started) / 1000,
    tests,
  });
}

console.log('\nSummary');
for (const { name, ok, seconds, tests } of results) {
  const counts = tests ? ` — ${tests.passed} passed, ${tests.failed} failed` : '';
  console.log(`  ${ok ? '✔' : '✘'} ${name} (${seconds.toFixed(1)} s)${counts}`);
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
