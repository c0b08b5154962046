import { execFileSync } from 'node:child_process';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './tests/chromium.ts';

// One free port per run; workers inherit it through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // CI machines are shared: the same suite has run twice as slowly there from one day to the
  // next. A test's budget covers that; a real hang still fails, only later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    // Migrations, the demo seed and the first signing key take a while on a busy 2-core box.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
