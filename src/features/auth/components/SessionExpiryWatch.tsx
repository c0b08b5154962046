import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { returnUrlStore, tokenStore } from '../../../api/session';
import { sessionEnd, storedTokenExpiry } from '../session-end';

// Browsers run a longer timeout at once; the 24-hour lifetime is far below this.
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Ends an open tab's session when its token lapses (24 h after login) and shows /expired, the
 * page kept as the return URL. Re-armed on every navigation, since signing in navigates.
 */
export function SessionExpiryWatch() {
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const expiry = storedTokenExpiry();
  useEffect(() => {
    if (expiry === null) return;
    const timer = window.setTimeout(
      () => {
        sessionEnd.mark();
        tokenStore.clear();
        returnUrlStore.remember(href);
        // The old user's data must not outlive the session.
        void navigate({ to: '/expired', replace: true }).then(() => queryClient.clear());
      },
      Math.min(Math.max(expiry - Date.now(), 0), MAX_TIMEOUT_MS),
    );
    return () => window.clearTimeout(timer);
  }, [expiry, href, navigate, queryClient]);
  return null;
}
