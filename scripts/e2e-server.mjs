// Playwright's web server: the real server on E2E_PORT with a fresh, throwaway data directory
// and the demo data, removed again when Playwright stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'paraph-e2e-'));
const env = {
  ...process.env,
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT,
  DATA_DIR: dataDir,
  PARAPH_DEMO: '1',
  // Every journey signs up from 127.0.0.1: more confirmation mails than one IP gets by default.
  MAIL_LIMIT_PER_IP: '1000',
  // Addresses at this domain sign in through our sandbox OpenID provider (tests/e2e/sso.spec.ts).
  SSO_IDENTITY_PROVIDERS: 'sso.paraph.example=sandbox',
  // A helper's own build can be tested while dist/ is in use: E2E_STATIC_DIR=/tmp/dist-x.
  STATIC_DIR: process.env.E2E_STATIC_DIR ?? join(root, 'dist'),
};
// The journeys always run on a fresh embedded database, whatever the shell has configured.
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env,
});

const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
