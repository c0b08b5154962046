import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { statusSummaryQuery } from '../api/status';
import { isInternalStaff, maintenanceEffect } from '../maintenance/rules';
import { MaintenanceBanner } from './MaintenanceBanner';

/**
 * Polls the status summary while signed in and applies the active notice: the banner for a
 * non-blocking one, /maintenance for a blocking one (internal staff excepted).
 */
export function MaintenanceWatch({ signedIn }: { signedIn: () => boolean }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // Re-read on every navigation: signing in or out always navigates.
  const { data } = useQuery(statusSummaryQuery(signedIn()));
  const effect = maintenanceEffect(data?.maintenance, {
    staff: isInternalStaff(document.cookie),
    pathname,
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (effect === 'redirect') void navigate({ to: '/maintenance', replace: true });
  }, [effect, navigate]);
  return effect === 'banner' ? <MaintenanceBanner /> : null;
}
