import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { LoginPage } from '../features/auth';
import { returnUrlStore } from '../api/session';
import { validEmail } from './-components/search-params';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => {
    const email = validEmail(search.email);
    return email ? { email } : {};
  },
  beforeLoad: ({ context }) => {
    if (context.auth.isAuthenticated()) throw redirect({ to: '/dashboard', replace: true });
  },
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
