import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/shell';
import { viewSearch, type ViewSearch } from '../../../-components/view-search';

/** The guest's signing page: the view routes' exit query plus `primaryAction=refresh`. */
export const Route = createFileRoute('/direct-sign/$id/$userid/')({
  staticData: { roles: ['nas'], layout: 'simple' },
  validateSearch: (
    search: Record<string, unknown>,
  ): ViewSearch & { primaryAction?: 'refresh' } => ({
    ...viewSearch(search),
    ...(search.primaryAction === 'refresh' ? { primaryAction: 'refresh' as const } : {}),
  }),
  component: PlaceholderPage,
});
