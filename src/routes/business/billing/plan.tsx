import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../../features/shell';

export const Route = createFileRoute('/business/billing/plan')({
  staticData: { roles: ['admin'], layout: 'admin' },
  component: BusinessPlaceholderPage,
});
