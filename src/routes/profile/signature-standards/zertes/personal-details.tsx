import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/shell';

export const Route = createFileRoute('/profile/signature-standards/zertes/personal-details')({
  staticData: { roles: ['user'], layout: 'main' },
  component: PlaceholderPage,
});
