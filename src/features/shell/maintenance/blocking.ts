import type { QueryClient } from '@tanstack/react-query';
import { statusSummaryQuery } from '../api/status';
import { isInternalStaff } from './rules';

/**
 * Whether a blocking maintenance holds this visitor back, asked by the route guard on every
 * navigation: the polled status summary when cached (refreshed in the background once stale),
 * fetched once when absent. Internal staff are never held back; an unknown status neither.
 */
export async function maintenanceBlocks(queryClient: QueryClient, cookie: string) {
  if (isInternalStaff(cookie)) return false;
  try {
    const status = await queryClient.ensureQueryData({
      ...statusSummaryQuery(true),
      revalidateIfStale: true,
    });
    return status.maintenance?.isBlocking === true;
  } catch {
    return false;
  }
}
