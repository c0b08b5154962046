/** The cookie that marks internal staff, who keep working through a blocking maintenance. */
export const STAFF_COOKIE = 'paraph_staff';

export function isInternalStaff(cookie: string): boolean {
  return cookie
    .split(';')
    .map((part) => part.trim())
    .some((part) => part.startsWith(`${STAFF_COOKIE}=`) && part.length > STAFF_COOKIE.length + 1);
}

export interface NoticeLike {
  isBlocking: boolean;
}

export type MaintenanceEffect = 'none' | 'banner' | 'redirect';

/**
 * What an active notice does to the current page (spec, app shell): a non-blocking one shows
 * the banner, a blocking one sends everyone but staff to /maintenance.
 */
export function maintenanceEffect(
  notice: NoticeLike | null | undefined,
  { staff, pathname }: { staff: boolean; pathname: string },
): MaintenanceEffect {
  if (!notice || pathname === '/maintenance') return 'none';
  if (notice.isBlocking && !staff) return 'redirect';
  return 'banner';
}
