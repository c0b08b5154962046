import { createFileRoute, notFound } from '@tanstack/react-router';
import { isProblem } from '../../api/problem';
import { routeError } from '../-components/route-error';
import {
  RequestViewError,
  RequestViewSkeleton,
  SendToPage,
  sendToQuery,
} from '../../features/requests';

export const Route = createFileRoute('/sendto/$id')({
  staticData: { roles: ['user'], layout: 'default' },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(sendToQuery(params.id)).catch((error: unknown) => {
      // An unknown or draft invitation is "not found" on the server: the 404 page.
      if (isProblem(error) && error.status === 404) throw notFound();
      throw error;
    }),
  pendingComponent: RequestViewSkeleton,
  errorComponent: routeError(RequestViewError),
  component: SendToRoute,
});

function SendToRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <SendToPage
      id={id}
      // The claim changed who sees the request: the view loads it fresh.
      onClaimed={(srid) => void navigate({ to: '/view/$srid', params: { srid }, replace: true })}
      onDashboard={() => void navigate({ to: '/dashboard' })}
    />
  );
}
