import type { QueryClient } from '@tanstack/react-query';
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

/** After a change: the request, its timeline and the dashboard lists all show it. */
export async function invalidateRequest(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: eventsQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: anyRequestListKey() }),
  ]);
}
