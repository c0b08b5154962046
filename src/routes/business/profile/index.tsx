import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../../features/shell';

export const Route = createFileRoute('/business/profile/')({
  staticData: { roles: ['admin'], layout: 'admin', layoutOptions: { businessProfile: true } },
  component: BusinessPlaceholderPage,
});
