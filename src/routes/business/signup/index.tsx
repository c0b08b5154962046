import { createFileRoute } from '@tanstack/react-router';
import { BusinessPlaceholderPage } from '../../../features/shell';
import { rememberUcc } from '../../-components/ucc';

export const Route = createFileRoute('/business/signup/')({
  staticData: { roles: ['unauthenticated'], layout: 'unauthenticated' },
  validateSearch: (search: Record<string, unknown>): { ucc?: string } =>
    typeof search.ucc === 'string' && search.ucc ? { ucc: search.ucc } : {},
  beforeLoad: ({ search, preload }) => {
    if (!preload && search.ucc) rememberUcc(search.ucc);
  },
  component: BusinessPlaceholderPage,
});
