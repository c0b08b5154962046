import { createHash } from 'node:crypto';
import type { Scope } from './customer-scope';

const idempotencyId = (operation: string, key: string) =>
  `idem_${createHash('sha256').update(`${operation}\n${key}`).digest('base64url')}`;

// A remembered answer is JSON: these fields come back as dates.
const DATE_KEYS = new Set([
  'currentPeriodStart',
  'currentPeriodEnd',
  'periodStart',
  'periodEnd',
  'createdAt',
]);
const reviveDates = (key: string, value: unknown) =>
  DATE_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value;

/** The first answer to this key, or the work's answer (remembered for the next retry). */
export async function once<T>(
  scope: Scope,
  operation: string,
  key: string,
  work: () => Promise<T>,
): Promise<T> {
  const id = idempotencyId(operation, key);
  const known = await scope.store.get('idempotency_key', id);
  if (known) return JSON.parse(JSON.stringify(known.data.result), reviveDates) as T;
  const result = await work();
  await scope.store.insert(
    'idempotency_key',
    id,
    scope.customer.id,
    { result: JSON.parse(JSON.stringify(result)) as unknown },
    scope.at,
  );
  return result;
}
