export { businessGroupsQuery, groupSettingsQuery } from './api/queries';
export { SignerGroupsPage, type SignerGroupsPageProps } from './components/SignerGroupsPage';
