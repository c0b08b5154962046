export { defaultVisualSignatureQuery, visualSignaturesQuery } from './api/visual-signatures';
export { VisualSignaturesError } from './components/VisualSignaturesError';
export { VisualSignaturesPage } from './components/VisualSignaturesPage';
export { VisualSignaturesSkeleton } from './components/VisualSignaturesSkeleton';
