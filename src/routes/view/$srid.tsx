import { createFileRoute } from '@tanstack/react-router';
import { viewSearch } from '../-components/view-search';
import { PlaceholderPage } from '../../features/shell';

export const Route = createFileRoute('/view/$srid')({
  staticData: { roles: ['user'], layout: 'default' },
  validateSearch: viewSearch,
  component: PlaceholderPage,
});
