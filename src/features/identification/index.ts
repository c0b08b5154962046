export { accountAudience, guestAudience, visitorAudience, type Audience } from './audience';
export { methodsQuery, personQuery, stateQuery } from './api/queries';
export { IdAustriaSuccessPage } from './components/IdAustriaSuccessPage';
export { LegislationPage, type LegislationPageProps } from './components/LegislationPage';
export { MethodPage, type MethodPageProps } from './components/MethodPage';
export { NoGuestLink } from './components/NoGuestLink';
export { PersonalDetailsPage } from './components/PersonalDetailsPage';
export {
  SignatureStandardsPage,
  type SignatureStandardsPageProps,
} from './components/SignatureStandardsPage';
export {
  UpdateStandardsPage,
  type UpdateStandardsPageProps,
} from './components/UpdateStandardsPage';
export {
  VisitorIdentification,
  type VisitorIdentificationProps,
} from './components/VisitorIdentification';
export { identificationSearch, type IdentificationSearch } from './search';
export type { Legislation, Method, PersonName } from './types';
