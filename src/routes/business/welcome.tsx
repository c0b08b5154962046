import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/business/welcome')({
  staticData: { roles: ['admin'], layout: 'admin', layoutOptions: { sidebar: false } },
  component: BusinessPlaceholderPage,
});
