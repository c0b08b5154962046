import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '../../../api/unwrap';
import { guestClient, type GuestCredentials } from '../../../api/guest-client';

// A guest link's reads. Apart from its actions (guest.ts): the guest routes' loader ships with
// the first page, and with it whatever module it imports.

const key = (credentials: GuestCredentials) => ['guest', credentials.id, credentials.userid];

/** The request the link names; shared by the route loader and the guest page. */
export const guestRequestQuery = (credentials: GuestCredentials) =>
  queryOptions({
    queryKey: [...key(credentials), 'request'],
    queryFn: () =>
      unwrap(
        guestClient(credentials).GET('/v3/direct/signature-requests/{id}', {
          params: { path: { id: credentials.id } },
        }),
      ),
  });

/**
 * The sender's business (name, logo) for the page's header. A failure only means no branding:
 * it is asked once, and the page never waits for it.
 */
export const guestBusinessQuery = (credentials: GuestCredentials, businessId: string) =>
  queryOptions({
    queryKey: [...key(credentials), 'business', businessId],
    queryFn: () =>
      unwrap(
        guestClient(credentials).GET('/v2/direct/businesses/{id}/public-information', {
          params: { path: { id: businessId } },
        }),
      ),
    retry: false,
    staleTime: Infinity,
  });

export const guestUserQuery = (credentials: GuestCredentials) =>
  queryOptions({
    queryKey: [...key(credentials), 'user'],
    queryFn: () => unwrap(guestClient(credentials).GET('/v1/direct/user')),
  });

/** A document version's details (pages and the first page's size), for its first page's image. */
export const guestDocumentQuery = (credentials: GuestCredentials, documentId: string) =>
  queryOptions({
    queryKey: [...key(credentials), 'document', documentId],
    queryFn: () =>
      unwrap(
        guestClient(credentials).GET('/v3/direct/documents/{id}', {
          params: { path: { id: documentId } },
        }),
      ),
    staleTime: Infinity,
  });
