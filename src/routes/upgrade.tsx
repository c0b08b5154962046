import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../features/shell';

export const Route = createFileRoute('/upgrade')({
  staticData: { roles: ['user'], layout: 'default' },
  component: PlaceholderPage,
});
