import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/business/register')({
  staticData: { roles: ['user'], strict: true, layout: 'default' },
  component: BusinessPlaceholderPage,
});
