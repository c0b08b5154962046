import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { PlaceholderPage } from '../features/shell';

export const Route = createFileRoute('/expired')({
  staticData: { roles: everyone, layout: 'simple' },
  component: PlaceholderPage,
});
