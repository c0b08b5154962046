// `npm start`: builds the single-page app when its sources are newer than the last build, then
// runs the API server, which serves the app and the API on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const built = join(root, 'dist/index.html');
const sources = ['src', 'design-tokens', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((name) => newestChange(join(path, name))),
  );
}

function buildIsStale() {
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return sources.some(
    (source) => existsSync(join(root, source)) && newestChange(join(root, source)) > builtAt,
  );
}

if (process.env.PARAPH_SKIP_BUILD !== '1' && buildIsStale()) {
  console.log('Building the web app…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.STATIC_DIR ??= join(root, 'dist');
const { register } = await import('tsx/esm/api');
register();
await import('../server/src/server.ts');
