import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { unwrap } from '../../../api/unwrap';
import { guestClient, guestToken, type GuestCredentials } from '../../../api/guest-client';

type Schemas = components['schemas'];
export type SignRequestBody = Schemas['SignRequest'];
export type SigningResult = Schemas['SigningResult'];

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

export const guestLockStatus = (credentials: GuestCredentials) =>
  unwrap(
    guestClient(credentials).GET('/v3/direct/signature-requests/{id}/lock-status', {
      params: { path: { id: credentials.id } },
    }),
  );

/** The guest page was shown to the guest: one VIEWED event (see useRecordView). */
export const recordGuestView = (credentials: GuestCredentials) =>
  unwrap(
    guestClient(credentials).POST('/v3/direct/signature-requests/{id}/view', {
      params: { path: { id: credentials.id } },
    }),
  );

/** Mails the guest a fresh one-time password (at most once a minute). */
export const sendGuestTan = (credentials: GuestCredentials) =>
  unwrap(guestClient(credentials).POST('/v1/direct/tan/resend'));
/** A new code is on its way: where to (masked) and until when it holds. */
export type TanSent = Awaited<ReturnType<typeof sendGuestTan>>;

export const signAsGuest = (credentials: GuestCredentials, body: SignRequestBody) =>
  unwrap(guestClient(credentials).POST('/v3/direct/sign', { body }));

export const declineAsGuest = (credentials: GuestCredentials, message: string) =>
  unwrap(
    guestClient(credentials).POST('/v3/direct/signature-requests/{id}/decline', {
      params: { path: { id: credentials.id } },
      body: { message },
    }),
  );

/** Where a guest's document is read from, for the viewer (pdf.js sends the Basic header). */
export const guestDocumentUrl = (documentId: string) =>
  `/v3/direct/documents/${encodeURIComponent(documentId)}/download`;

/** A plain link to the (signed) document: the credentials ride along as `token`. */
export function guestDownloadHref(
  credentials: GuestCredentials,
  documentId: string,
  signed: boolean,
) {
  const query = new URLSearchParams({ token: guestToken(credentials) });
  if (signed) query.set('signed', 'true');
  return `${guestDocumentUrl(documentId)}?${query}`;
}
