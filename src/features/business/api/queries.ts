import { $api } from '../../../api/client';

/*
 * The business account's reads as shared queryOptions: route loaders ensure them, pages read
 * them. Apart from its changes (business.ts) because route definitions, loaders included, ship
 * with the first page, and with them whatever module they import.
 */

/** A business call's path parameters, for its reads here and its changes (business.ts). */
export const byId = (id: string) => ({ params: { path: { id } } });

export const businessQuery = (id: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}', byId(id));
export const businessSettingsQuery = (id: string) =>
  $api.queryOptions('get', '/v1/businesses/{id}/settings', byId(id));
export const businessStatisticsQuery = (id: string) =>
  $api.queryOptions('get', '/v2/businesses/{id}/statistics', byId(id));
