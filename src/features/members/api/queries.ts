import { $api } from '../../../api/client';

export { businessMembersQuery as membersQuery } from '../../../api/queries';

/*
 * The members feature's reads, shared by route loaders and pages. Every business call takes
 * the business id from `User.business.id`.
 */

const path = (id: string) => ({ params: { path: { id } } });

/** Invitations not yet accepted. */
export const invitationsQuery = (businessId: string) =>
  $api.queryOptions('get', '/v2/businesses/{id}/invitations', path(businessId));

/** The business, for its domains. */
export const businessQuery = (businessId: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}', path(businessId));

/** The TXT record that proves a domain is the business's. */
export const domainVerificationQuery = (businessId: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/domains/verification', path(businessId));

/** The identity providers of the business's verified domains (single sign-on). */
export const identityProvidersQuery = (businessId: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/identity-provider', path(businessId));

/** The business invitations waiting for the signed-in user. */
export const userInvitationsQuery = () => $api.queryOptions('get', '/v1/user/invitations');
