import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../../features/shell';

export const Route = createFileRoute('/business/signup/steps')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  component: BusinessPlaceholderPage,
});
