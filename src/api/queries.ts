import { $api } from './client';

/*
 * What several features read, defined once: one definition means one cache entry, and a change
 * invalidates what every page shows.
 */

/** The signed-in user. */
export const currentUserQuery = () => $api.queryOptions('get', '/v1/user');

/** One signature request; route loaders ensure it, pages read it with useSuspenseQuery. */
export const requestQuery = (id: string) =>
  $api.queryOptions('get', '/v3/signature-requests/{id}', { params: { path: { id } } });

/**
 * Keys that match every cached request, or every cached request list, whatever the id or the
 * filters — taken from the query hooks' own keys, not written out by hand.
 */
export const anyRequestKey = () => requestQuery('').queryKey.slice(0, 2);
export const anyRequestListKey = () =>
  $api.queryOptions('get', '/v3/signature-requests').queryKey.slice(0, 2);

/** A business's members and admins: the members page lists them, a seal's page picks from them. */
export const businessMembersQuery = (businessId: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/members', { params: { path: { id: businessId } } });

/**
 * The signer groups the user can use (their own and their business's): the prepare page offers
 * them, and request pages name a group signer by them.
 */
export const usableGroupsQuery = () =>
  $api.queryOptions('get', '/v3/groups', { params: { query: { includeMembers: true } } });
