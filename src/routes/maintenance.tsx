import { createFileRoute } from '@tanstack/react-router';
import { everyone } from '../features/access';
import { MaintenancePage } from '../features/shell';

export const Route = createFileRoute('/maintenance')({
  staticData: { roles: everyone, layout: 'simple' },
  component: MaintenancePage,
});
