export {
  accountActivitiesQuery,
  identificationActivitiesQuery,
  prefetchActivities,
  signatureActivitiesQuery,
} from './api/queries';
export type { ExportFile } from './api/export-file';
export { ActivityPage, type ActivityPageProps } from './components/ActivityPage';
export { activityView, readActivitySearch, type ActivitySearch } from './search';
