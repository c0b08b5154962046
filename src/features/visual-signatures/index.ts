export { defaultVisualSignatureQuery, visualSignaturesQuery } from './api/queries';
export { VisualSignaturesError } from './components/VisualSignaturesError';
export { VisualSignaturesPage } from './components/VisualSignaturesPage';
export { VisualSignaturesSkeleton } from './components/VisualSignaturesSkeleton';
