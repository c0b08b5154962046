export { firstPageQuery } from './api/first-page';
export { eventsQuery, sendToQuery } from './api/request';
export { RequestViewError } from './components/RequestViewError';
export { RequestViewPage, type RequestViewPageProps } from './components/RequestViewPage';
export { RequestViewSkeleton } from './components/RequestViewSkeleton';
export { SendToPage } from './components/SendToPage';
export { messages as requestMessages } from './messages';
