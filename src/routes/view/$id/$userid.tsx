import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../features/shell';

export const Route = createFileRoute('/view/$id/$userid')({
  staticData: { roles: ['nas'], layout: 'simple' },
  component: PlaceholderPage,
});
