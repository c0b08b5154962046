import type { MaintenanceNotice } from './types';

const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * Reads MAINTENANCE_NOTICE (JSON: url, isBlocking, optional title, startsAt, endsAt). A bad
 * value stops start-up: a notice silently ignored would hide a planned outage from users.
 */
export function parseMaintenanceNotice(value: string | undefined): MaintenanceNotice | undefined {
  if (!value?.trim()) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    throw new Error('MAINTENANCE_NOTICE must be JSON: {"url":"https://…","isBlocking":false}');
  }
  const { url, isBlocking, title, startsAt, endsAt } = (raw ?? {}) as Record<string, unknown>;
  if (typeof url !== 'string' || !/^https?:\/\/\S+$/.test(url) || url.length > 2048) {
    throw new Error('MAINTENANCE_NOTICE.url must be an http(s) URL');
  }
  if (typeof isBlocking !== 'boolean') {
    throw new Error('MAINTENANCE_NOTICE.isBlocking must be true or false');
  }
  if (title !== undefined && (typeof title !== 'string' || title.length > 256)) {
    throw new Error('MAINTENANCE_NOTICE.title must be a string of at most 256 characters');
  }
  if (startsAt !== undefined && !isTimestamp(startsAt)) {
    throw new Error('MAINTENANCE_NOTICE.startsAt must be an ISO 8601 date-time');
  }
  if (endsAt !== undefined && endsAt !== null && !isTimestamp(endsAt)) {
    throw new Error('MAINTENANCE_NOTICE.endsAt must be an ISO 8601 date-time or null');
  }
  return {
    url,
    isBlocking,
    ...(title !== undefined && { title }),
    ...(startsAt !== undefined && { startsAt: new Date(startsAt).toISOString() }),
    ...(endsAt !== undefined && {
      endsAt: endsAt === null ? null : new Date(endsAt).toISOString(),
    }),
  };
}

/** A notice is shown from configuration until it ends; an open end means until removed. */
export function isNoticeActive(notice: MaintenanceNotice, now: Date): boolean {
  return !notice.endsAt || Date.parse(notice.endsAt) > now.getTime();
}
