export { signatureRequestsQuery } from './api/signature-requests';
export { DashboardPage } from './components/DashboardPage';
export { DashboardError } from './components/DashboardError';
export { DashboardSkeleton } from './components/DashboardSkeleton';
export {
  apiView,
  isNormalised,
  lastDashboardView,
  listParams,
  normaliseDashboardSearch,
  type DashboardSearch,
} from './search';
