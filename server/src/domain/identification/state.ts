import type { components } from '../../../../openapi/schema.gen';
import type { IdentificationRow } from '../../db/schema';

type State = components['schemas']['IdentificationState'];

const RUNNING: ReadonlySet<State['status']> = new Set(['initialized', 'unknown', 'inprogress']);

/** Still with the provider: neither finished nor past the provider's deadline. */
export function isRunning(row: IdentificationRow, now: Date): boolean {
  return RUNNING.has(row.status) && row.expiresAt > now;
}

/**
 * The state as the contract shows it. A transaction left running past its deadline reads as
 * expired without being written (reads never write); the next start begins a new one.
 */
export function toState(row: IdentificationRow, now: Date): State {
  const expired = RUNNING.has(row.status) && row.expiresAt <= now;
  return {
    id: row.id,
    provider: row.provider,
    method: row.method,
    legislation: row.legislation,
    level: row.level,
    status: expired ? 'failure' : row.status,
    url: isRunning(row, now) ? row.url : null,
    certificateReady: row.certificateReady,
    failureReason: expired ? 'expired' : (row.failureReason ?? null),
    identity: row.identity ?? null,
    nameMismatch: row.nameMismatch,
    expiresAt: row.expiresAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
