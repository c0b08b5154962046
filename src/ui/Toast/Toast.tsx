import { useCallback, useSyncExternalStore } from 'react';
import { deferredModule } from '../shared/deferred-module';
import { useOpenedOnce } from '../shared/use-opened-once';
import type { SnackbarQueue } from './snackbar-queue';

const SnackbarStack = deferredModule(() => import('./SnackbarStack')).part('SnackbarStack');

/**
 * The app's snackbars (always mounted in the shell). Until the first one is queued it renders
 * nothing and its code stays off the page; from then on the region stays mounted, so later
 * snackbars appear without a wait and leave with their animation.
 */
export function SnackbarRegion({ snackbars }: { snackbars: SnackbarQueue }) {
  const subscribe = useCallback(
    (onChange: () => void) => snackbars.queue.subscribe(onChange),
    [snackbars],
  );
  const queued = useSyncExternalStore(subscribe, () => snackbars.queue.visibleToasts.length > 0);
  return useOpenedOnce(queued) ? <SnackbarStack snackbars={snackbars} /> : null;
}
