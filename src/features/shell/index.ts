export { currentUserQuery } from './api/user';
export { AppShell } from './components/AppShell';
export { ErrorPage, NotFoundPage, SorryPage } from './components/ErrorPage';
export { PageLoading } from './components/PageLoading';
