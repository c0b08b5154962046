import { createFileRoute } from '@tanstack/react-router';
import { viewSearch } from '../../../-components/view-search';
import { PlaceholderPage } from '../../../../features/shell';

export const Route = createFileRoute('/direct-sign/$id/$userid/preview')({
  staticData: { roles: ['nas'], layout: 'simple' },
  validateSearch: viewSearch,
  component: PlaceholderPage,
});
