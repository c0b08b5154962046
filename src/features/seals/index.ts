export { sealImageQuery, sealQuery, sealsQuery } from './api/queries';
export { SealPage, type SealPageProps } from './components/SealPage';
export { SealsPage } from './components/SealsPage';
