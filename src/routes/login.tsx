import { createFileRoute, useRouter } from '@tanstack/react-router';
import { LoginPage } from '../features/auth';
import { returnUrlStore } from '../api/session';
import { validEmail } from './-components/search-params';

// A signed-in visitor is sent home by the root guard (the route admits only the anonymous).
export const Route = createFileRoute('/login')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  // Always the key: an omitted one would let the raw, invalid value through to useSearch.
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: validEmail(search.email),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { email } = Route.useSearch();
  const router = useRouter();
  const onLoggedIn = () => {
    // Back to where the visitor was sent away from, or the dashboard.
    const returnUrl = returnUrlStore.take();
    if (returnUrl) router.history.replace(returnUrl);
    else void router.navigate({ to: '/dashboard', replace: true });
  };
  return <LoginPage defaultEmail={email} onLoggedIn={onLoggedIn} />;
}
