import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/business/upgrade')({
  staticData: { roles: ['user', 'admin'], strict: true, layout: 'default' },
  component: BusinessPlaceholderPage,
});
