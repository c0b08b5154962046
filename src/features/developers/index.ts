export { apiUsersQuery } from './api/queries';
export { ApiUsersPage, type ApiUsersPageProps } from './components/ApiUsersPage';
