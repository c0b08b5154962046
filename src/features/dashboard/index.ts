export { signatureRequestsQuery } from './api/signature-requests';
export { DashboardPage } from './components/DashboardPage';
export {
  apiView,
  isNormalised,
  lastDashboardView,
  normaliseDashboardSearch,
  type DashboardSearch,
} from './search';
