export {
  businessQuery,
  domainVerificationQuery,
  identityProvidersQuery,
  invitationsQuery,
  membersQuery,
} from './api/queries';
export { useUserBusinessActions } from './api/user-actions';
export { BusinessPrompts } from './components/BusinessPrompts';
export { DomainsPage } from './components/DomainsPage';
export { MembersPage, type MembersPageProps } from './components/MembersPage';
export { memberNotices } from './notice-messages';
export { restrictionOf } from './prompts';
