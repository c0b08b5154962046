import { checkGuestTan, getGuest, sendGuestTan, updateGuest } from '../domain/requests/guests';
import { requestZip } from '../domain/requests/exports';
import {
  declineRequest,
  lockStatus,
  requestEvents,
  verifyRequestAuditTrail,
} from '../domain/requests/lifecycle';
import { readRequest, recordView } from '../domain/requests/reading';
import { getDocument } from '../domain/requests/documents';
import { getDirectBusinessPublicInformation } from '../domain/businesses/public-information';
import { getDirectVisualSignature } from '../domain/visual-signatures/direct';
import {
  cancelIdentification,
  getIdentification,
  listMethods,
  startIdentification,
} from '../domain/identification/identifications';
import { requireGuest } from '../plugins/auth';
import { identificationContextOf } from './identification';
import { BROWSER_WAIT_MS, sendAttachment, sendDocument, sendPage, sendReport } from './documents';
import { requestContextOf as ctx, sendFile } from './request-context';
import type { HandlersFor } from './types';

/** Guest signers (role nas): every call acts on the one signature the link's pair names. */
export const directHandlers = {
  getDirectUser: async (request) => getGuest({ db: request.server.db }, requireGuest(request)),

  // Identification for this one signature: the request of the link decides the coverage.
  listDirectIdentificationMethods: async (request) =>
    listMethods(identificationContextOf(request), undefined),
  startDirectIdentification: async (request, reply) => {
    reply.code(201);
    return startIdentification(identificationContextOf(request), {
      ...request.params,
      start: request.body,
    });
  },
  getDirectIdentification: async (request) =>
    getIdentification(identificationContextOf(request), request.params),
  cancelDirectIdentification: async (request, reply) => {
    await cancelIdentification(identificationContextOf(request), request.params);
    return reply.code(204).send();
  },

  getDirectVisualSignature: async (request) =>
    getDirectVisualSignature({ db: request.server.db }, requireGuest(request)),

  getDirectBusinessPublicInformation: async (request) =>
    getDirectBusinessPublicInformation(
      { db: request.server.db, mail: request.server.mail, guest: requireGuest(request) },
      request.params.id,
    ),

  updateDirectUser: async (request) =>
    updateGuest({ db: request.server.db }, { guest: requireGuest(request), update: request.body }),

  /** The contract says SMS; there is no SMS gateway yet, so the code goes to the guest's e-mail. */
  resendDirectTan: async (request, reply) => {
    const { server } = request;
    const sent = await sendGuestTan(
      { db: server.db, mail: server.mail, now: server.now() },
      requireGuest(request),
    );
    reply.code(202);
    return sent;
  },

  checkDirectTan: async (request, reply) => {
    await checkGuestTan(
      { db: request.server.db, now: request.server.now() },
      { guest: requireGuest(request), code: request.body.tan },
    );
    return reply.code(204).send();
  },

  // The guest's request and its documents: the same operations as for account holders, with
  // the link's signer as the caller (anything outside that one request is "not found").
  getDirectSignatureRequest: async (request) => readRequest(ctx(request), request.params.id),
  viewDirectSignatureRequest: async (request, reply) => {
    await recordView(ctx(request), request.params.id);
    return reply.code(204).send();
  },
  listDirectSignatureRequestEvents: async (request) =>
    requestEvents(ctx(request), request.params.id),
  verifyDirectSignatureRequestAuditTrail: async (request) =>
    verifyRequestAuditTrail(ctx(request), request.params.id),
  downloadDirectSignatureRequestZip: async (request, reply) =>
    sendFile(reply, await requestZip(ctx(request), request.params.id), 'application/zip'),
  getDirectSignatureRequestLockStatus: async (request) =>
    lockStatus(ctx(request), request.params.id),
  declineDirectSignatureRequest: async (request) =>
    declineRequest(ctx(request), {
      requestId: request.params.id,
      message: request.body.message ?? '',
    }),
  getDirectSignatureReport: async (request, reply) =>
    sendReport(request, reply, request.params.id, request.query.type ?? 'PDF'),
  downloadDirectAttachment: async (request, reply) =>
    sendAttachment(request, reply, request.params.id, request.params.att),
  getDirectDocument: async (request) => getDocument(ctx(request), request.params.id),
  downloadDirectDocument: async (request, reply) =>
    sendDocument(
      request,
      reply,
      request.params.id,
      request.query.signed ?? false,
      request.query.purpose,
    ),
  getDirectDocumentPage: async (request, reply) =>
    sendPage(request, reply, {
      documentId: request.params.id,
      page: request.params.n,
      scale: request.query.scale ?? 100,
      format: request.query.format ?? 'png',
      // `?token=` is how a browser loads the page without the app: the guest's first page.
      waitMs: 'token' in (request.query as object) ? BROWSER_WAIT_MS : undefined,
    }),
} satisfies HandlersFor<
  | 'getDirectUser'
  | 'getDirectVisualSignature'
  | 'getDirectBusinessPublicInformation'
  | 'listDirectIdentificationMethods'
  | 'startDirectIdentification'
  | 'getDirectIdentification'
  | 'cancelDirectIdentification'
  | 'updateDirectUser'
  | 'resendDirectTan'
  | 'checkDirectTan'
  | 'getDirectSignatureRequest'
  | 'viewDirectSignatureRequest'
  | 'listDirectSignatureRequestEvents'
  | 'verifyDirectSignatureRequestAuditTrail'
  | 'downloadDirectSignatureRequestZip'
  | 'getDirectSignatureRequestLockStatus'
  | 'declineDirectSignatureRequest'
  | 'getDirectSignatureReport'
  | 'downloadDirectAttachment'
  | 'getDirectDocument'
  | 'downloadDirectDocument'
  | 'getDirectDocumentPage'
>;
