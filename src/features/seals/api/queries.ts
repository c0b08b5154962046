import { queryOptions } from '@tanstack/react-query';
import { $api, fetchClient } from '../../../api/client';
import { asDataUrl } from '../../../api/data-url';

/*
 * The seals feature's reads, shared by route loaders and pages. Every call takes the business
 * id from `User.business.id` and a seal by its account name.
 */

export const sealsQuery = (businessId: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/seals', { params: { path: { id: businessId } } });

export const sealQuery = (businessId: string, seal: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/seals/{seal}', {
    params: { path: { id: businessId, seal } },
  });

const imageKey = ['seal-image'] as const;

/** Every cached seal image, whatever the seal: what a new or removed image invalidates. */
export const anySealImageKey = () => imageKey;

/** A seal's image (only asked for when `hasImage` says there is one). */
export const sealImageQuery = (businessId: string, seal: string) =>
  queryOptions({
    queryKey: [...imageKey, businessId, seal],
    queryFn: () =>
      asDataUrl(
        fetchClient.GET('/v1/businesses/{id}/seals/{seal}/image', {
          params: { path: { id: businessId, seal } },
          parseAs: 'blob',
        }),
      ),
    staleTime: Infinity,
  });
