import { readFileSync } from 'node:fs';
import type { BuildInfo } from './types';

const UNKNOWN_COMMIT = '0000000';

function packageVersion(): string {
  const url = new URL('../../../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

/**
 * The deployed build: BUILD_VERSION / BUILD_COMMIT / BUILT_AT from the deployment, else the
 * package version, an all-zero commit and the start time (a restart then counts as new).
 */
export function readBuildInfo(env: NodeJS.ProcessEnv, startedAt: Date): BuildInfo {
  const commit = env.BUILD_COMMIT?.trim().toLowerCase();
  const builtAt = env.BUILT_AT && Date.parse(env.BUILT_AT);
  return {
    version: (env.BUILD_VERSION?.trim() || packageVersion()).slice(0, 64),
    commit: commit && /^[0-9a-f]{7,40}$/.test(commit) ? commit : UNKNOWN_COMMIT,
    builtAt: builtAt ? new Date(builtAt).toISOString() : startedAt.toISOString(),
  };
}
