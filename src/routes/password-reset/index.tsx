import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/password-reset/')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: PlaceholderPage,
});
