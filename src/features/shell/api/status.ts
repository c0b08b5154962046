import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from '../../../api/client';
import { createFailureStreak } from '../maintenance/failure-streak';

export const STATUS_POLL_MS = 60_000;

const streak = createFailureStreak(5, (failures) =>
  console.error(`Status summary failed ${failures} times in a row`),
);

/** The status summary, polled every 60 s while signed in; one attempt per poll. */
export const statusSummaryQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: ['get', '/v1/system/status'],
    queryFn: async ({ signal }) => {
      try {
        const { data, error } = await fetchClient.GET('/v1/system/status', { signal });
        if (error || !data) throw new Error('status summary unavailable');
        streak.succeeded();
        return data;
      } catch (error) {
        streak.failed();
        throw error;
      }
    },
    enabled,
    refetchInterval: STATUS_POLL_MS,
    // The poll is the retry: counting attempts per poll keeps "5 times in a row" honest.
    retry: false,
    staleTime: STATUS_POLL_MS,
  });

/** The active notice for the maintenance page (public: anyone may read it). */
export const maintenanceNoticeQuery = () =>
  queryOptions({
    queryKey: ['get', '/v1/system/maintenance'],
    queryFn: async ({ signal }) => {
      const { data, response } = await fetchClient.GET('/v1/system/maintenance', { signal });
      if (response.status === 204) return null;
      if (!data) throw new Error('maintenance notice unavailable');
      return data;
    },
  });
