import { createFileRoute } from '@tanstack/react-router';
import { UpgradePage } from '../features/auth';
import { withRouterLinks } from './-components/auth-links';

export const Route = createFileRoute('/upgrade')({
  staticData: { roles: ['user'], layout: 'default' },
  component: withRouterLinks(UpgradePage),
});
