import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/signup/sso')({
  staticData: { roles: ['unauthenticated', 'user'], layout: 'unauthenticated' },
  component: PlaceholderPage,
});
