import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/shell';

export const Route = createFileRoute('/direct-sign/identification/zertes/video')({
  staticData: { roles: ['nas'], layout: 'simple' },
  component: PlaceholderPage,
});
