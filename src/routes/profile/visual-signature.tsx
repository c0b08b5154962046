import { createFileRoute } from '@tanstack/react-router';
import {
  VisualSignaturesError,
  VisualSignaturesPage,
  VisualSignaturesSkeleton,
  visualSignaturesQuery,
} from '../../features/visual-signatures';
import { currentUserQuery } from '../../api/queries';
import { routeError } from '../-components/route-error';

// The user's visual signatures; the list and the user (for the permissions) load side by side.
export const Route = createFileRoute('/profile/visual-signature')({
  staticData: {
    roles: ['user'],
    layout: 'main',
    earlyData: ({ queryClient }) => void queryClient.prefetchQuery(visualSignaturesQuery()),
  },
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(visualSignaturesQuery()),
      queryClient.ensureQueryData(currentUserQuery()),
    ]);
  },
  pendingComponent: VisualSignaturesSkeleton,
  errorComponent: routeError(VisualSignaturesError),
  component: VisualSignaturesPage,
});
