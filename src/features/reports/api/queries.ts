import type { QueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import type { ActivityTab, ActivityView } from '../search';

/** Rows per page: the contract's default. */
export const activityPageSize = 25;

const paths = {
  signatures: '/v2/businesses/{id}/activities/signatures',
  accounts: '/v2/businesses/{id}/activities/accounts',
  identifications: '/v2/businesses/{id}/activities/identifications',
} as const satisfies Record<ActivityTab, string>;

const queryOf = (businessId: string, view: ActivityView) => ({
  params: {
    path: { id: businessId },
    query: {
      page: view.page,
      size: activityPageSize,
      sort: view.sort,
      start_date: view.start,
      end_date: view.end,
    },
  },
});

/*
 * One page of a tab's list, keyed by business, tab, page, size, sort and range (the key holds
 * the whole query), shared by the route's loader and the page.
 */
export const signatureActivitiesQuery = (businessId: string, view: ActivityView) =>
  $api.queryOptions('get', paths.signatures, queryOf(businessId, view));

export const accountActivitiesQuery = (businessId: string, view: ActivityView) =>
  $api.queryOptions('get', paths.accounts, queryOf(businessId, view));

export const identificationActivitiesQuery = (businessId: string, view: ActivityView) =>
  $api.queryOptions('get', paths.identifications, queryOf(businessId, view));

/** Fetches the page the view shows into the cache (the route's loader). */
export function prefetchActivities(
  queryClient: QueryClient,
  businessId: string,
  view: ActivityView,
) {
  switch (view.tab) {
    case 'signatures':
      return queryClient.prefetchQuery(signatureActivitiesQuery(businessId, view));
    case 'accounts':
      return queryClient.prefetchQuery(accountActivitiesQuery(businessId, view));
    case 'identifications':
      return queryClient.prefetchQuery(identificationActivitiesQuery(businessId, view));
  }
}
