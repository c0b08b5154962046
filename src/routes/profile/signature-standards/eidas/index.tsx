import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/shell';

export const Route = createFileRoute('/profile/signature-standards/eidas/')({
  staticData: { roles: ['user'], layout: 'main' },
  component: PlaceholderPage,
});
