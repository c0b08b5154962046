export { freeAccountOf, isBusinessAdmin, type FreeAccount, type FreeAccountType } from './account';
export { decideNavigation, type Decision, type NavigationInput } from './decide';
export { pageTitle } from './page-title';
export { admits, everyone, roles, type Role, type RouteAccess } from './roles';
export {
  anonymous,
  hasGuestCredentials,
  isRestricted,
  viewerFromUser,
  type Viewer,
} from './viewer';
