import { $api } from '../../../api/client';

/** The business's API users (the secret is never part of it). */
export const apiUsersQuery = (businessId: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/apis', { params: { path: { id: businessId } } });
