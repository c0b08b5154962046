import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../features/shell';

/** The guest's signing page; `primaryAction=refresh` is the only query it takes. */
export const Route = createFileRoute('/direct-sign/$id/$userid/')({
  staticData: { roles: ['nas'], layout: 'simple' },
  validateSearch: (search: Record<string, unknown>): { primaryAction?: 'refresh' } =>
    search.primaryAction === 'refresh' ? { primaryAction: 'refresh' } : {},
  component: PlaceholderPage,
});
