import type { QueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

type Schemas = components['schemas'];
export type SignatureRequest = Schemas['SignatureRequest'];
export type Signature = Schemas['Signature'];
export type Observer = Schemas['Observer'];
export type RequestEvent = Schemas['RequestEvent'];
export type SendTo = Schemas['SendTo'];
export type User = Schemas['User'];

/** Shared by the route loader (ensureQueryData) and the page (useSuspenseQuery). */
export const requestQuery = (id: string) =>
  $api.queryOptions('get', '/v3/signature-requests/{id}', { params: { path: { id } } });

export const eventsQuery = (id: string) =>
  $api.queryOptions('get', '/v3/signature-requests/{id}/events', { params: { path: { id } } });

/** The signed-in account: who the viewer is decides which actions the page offers. */
export const currentUserQuery = () => $api.queryOptions('get', '/v1/user');

export const sendToQuery = (id: string) =>
  $api.queryOptions('get', '/v3/sendto/{id}/get-internal', { params: { path: { id } } });

/** After a change: the request, its timeline and the dashboard lists all show it. */
export async function invalidateRequest(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: requestQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: eventsQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: ['get', '/v3/signature-requests'] }),
  ]);
}
