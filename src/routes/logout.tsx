import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { everyone } from '../features/access';
import { LogoutPage } from '../features/auth';

export const Route = createFileRoute('/logout')({
  staticData: { roles: everyone, layout: 'simple' },
  component: LogoutRoute,
});

function LogoutRoute() {
  const navigate = useNavigate();
  const onLoggedOut = useCallback(() => void navigate({ to: '/login', replace: true }), [navigate]);
  return <LogoutPage onLoggedOut={onLoggedOut} />;
}
