import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LogoutPage } from '../features/auth';

export const Route = createFileRoute('/logout')({
  component: LogoutRoute,
});

function LogoutRoute() {
  const navigate = useNavigate();
  const onLoggedOut = useCallback(() => void navigate({ to: '/login', replace: true }), [navigate]);
  return <LogoutPage onLoggedOut={onLoggedOut} />;
}
