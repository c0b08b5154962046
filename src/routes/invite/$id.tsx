import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/invite/$id')({
  staticData: { roles: ['member'], layout: 'default' },
  component: PlaceholderPage,
});
