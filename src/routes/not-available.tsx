import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { NotAvailablePage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

export const Route = createFileRoute('/not-available')({
  staticData: { roles: everyone, layout: 'simple' },
  component: withRouterLinks(NotAvailablePage),
});
