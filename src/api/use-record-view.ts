import { useEffect, useEffectEvent } from 'react';

/**
 * A re-mount of the same request's page within this time is the same visit: React StrictMode
 * runs effects twice, and a refetch or an error boundary reset can remount the page.
 */
export const SAME_VISIT_MS = 5_000;

const lastRecorded = new Map<string, number>();

/**
 * Records once per visit that a person was shown the request (`POST …/view`). One VIEWED
 * event per visit, because the audit trail and the signature protocol are evidence of what a
 * person saw and each visit is a separate act. Only a mounted page calls this: loaders,
 * prefetches and hover previews read the request without recording anything.
 */
export function useRecordView(requestId: string, record: () => Promise<unknown>): void {
  const send = useEffectEvent(record);
  useEffect(() => {
    const now = Date.now();
    const last = lastRecorded.get(requestId);
    if (last !== undefined && now - last < SAME_VISIT_MS) return;
    lastRecorded.set(requestId, now);
    // The page works without it; a failed record is forgotten so the next visit tries again.
    send().catch(() => {
      if (lastRecorded.get(requestId) === now) lastRecorded.delete(requestId);
    });
  }, [requestId]);
}
