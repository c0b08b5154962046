// `npm run dev`: the API server (restarted on change) on API_PORT and Vite with hot module
// replacement on PORT, proxying /v1, /v2, /v3 and /api to the API server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: '' },
  }),
  spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--port', process.env.PORT ?? '5173', '--strictPort'],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PARAPH_API_URL: `http://127.0.0.1:${apiPort}` },
    },
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
