import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/signup/')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: PlaceholderPage,
});
