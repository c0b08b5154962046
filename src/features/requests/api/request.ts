import { $api } from '../../../api/client';
import { anyRequestListKey, requestQuery } from '../../../api/queries';
import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type SignatureRequest = Schemas['SignatureRequest'];
export type Signature = Schemas['Signature'];
export type Observer = Schemas['Observer'];
export type RequestEvent = Schemas['RequestEvent'];
export type SendTo = Schemas['SendTo'];
export type User = Schemas['User'];

export const eventsQuery = (id: string) =>
  $api.queryOptions('get', '/v3/signature-requests/{id}/events', { params: { path: { id } } });

export const sendToQuery = (id: string) =>
  $api.queryOptions('get', '/v3/sendto/{id}/get-internal', { params: { path: { id } } });

/** What shows a change to a request: the request, its timeline and the dashboard lists. */
export const requestKeys = (id: string) => [
  requestQuery(id).queryKey,
  eventsQuery(id).queryKey,
  anyRequestListKey(),
];
