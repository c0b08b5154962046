import type { components } from '../../../../openapi/schema.gen';
import { FIRST_PAGE_SCALES } from '../../../api/first-page-scales';
import { unwrap } from '../../../api/unwrap';
import { guestClient, guestToken, type GuestCredentials } from '../../../api/guest-client';
import type { FirstPageImage } from '../../../ui';

type Schemas = components['schemas'];
export type SignRequestBody = Schemas['SignRequest'];
export type SigningResult = Schemas['SigningResult'];

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

/**
 * The scales and the width the server's HTML preloads the first page with
 * (server/src/plugins/first-page-tags.ts): the same URLs, so the viewer's picture is the image
 * the browser already has.
 */
const FIRST_PAGE_SIZES = '(max-width: 584px) calc(100vw - 74px), 510px';

/** Page 1 of a document version as the server renders it, by the link's `token`. */
export function guestFirstPageImage(
  credentials: GuestCredentials,
  documentId: string,
  widthPt: number,
): FirstPageImage {
  const url = (scale: number) =>
    `/v3/direct/documents/${encodeURIComponent(documentId)}/pages/0?scale=${scale}&format=webp&token=${guestToken(credentials)}`;
  return {
    src: url(100),
    srcSet: FIRST_PAGE_SCALES.map(
      (scale) => `${url(scale)} ${Math.round((widthPt * scale) / 100)}w`,
    ).join(', '),
    sizes: FIRST_PAGE_SIZES,
  };
}
