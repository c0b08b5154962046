import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/sendto/$id')({
  staticData: { roles: ['user'], layout: 'default' },
  component: PlaceholderPage,
});
