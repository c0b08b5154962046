import { $api } from '../../../api/client';
import { currentUserQuery } from '../../../api/queries';

/*
 * The signer groups' reads, shared by the route loader, the page and the overlay. The list
 * comes with the members, so editing a group needs no second read.
 */

/** The business's groups with their members. */
export const businessGroupsQuery = (businessId: string) =>
  $api.queryOptions('get', '/v3/groups', {
    params: { query: { business_id: businessId, includeMembers: true } },
  });

/** The business's settings, for the limits of groups and participants. */
export const groupSettingsQuery = (businessId: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/settings', {
    params: { path: { id: businessId } },
  });

/**
 * What a change to a group makes stale: every list of groups (the prepare page's picker too)
 * and the user, whose `groupInfo.groups` lists the usable groups.
 */
export const groupChangeKeys = () => [['get', '/v3/groups'], currentUserQuery().queryKey];
