import { listSignatureRequests } from '../domain/requests/listing';
import { addDocument, removeDocument } from '../domain/requests/documents';
import { createDraft, deleteRequest, updateDraft } from '../domain/requests/drafts';
import { renderFirstPageAhead } from '../domain/requests/first-page';
import { requestZip } from '../domain/requests/exports';
import {
  declineRequest,
  initiateRequest,
  lockStatus,
  remindSigners,
  requestEvents,
  requestStatus,
  verifyRequestAuditTrail,
  withdrawRequest,
} from '../domain/requests/lifecycle';
import {
  addObserver,
  addSigner,
  delegateSignature,
  removeObserver,
  removeSigner,
  removeSigners,
  updateObserver,
  updateSigner,
} from '../domain/requests/participants';
import { readRequest, recordView } from '../domain/requests/reading';
import { claimSendTo, getSendTo } from '../domain/requests/send-to';
import { loadSignatureRequest } from '../domain/requests/view';
import { requireUser } from '../plugins/auth';
import { requestContextOf as ctx, sendFile } from './request-context';
import type { HandlersFor } from './types';
import { uploadedPdf } from './upload-body';

export const signatureRequestHandlers = {
  listSignatureRequests: async (request) =>
    listSignatureRequests({ db: request.server.db, user: requireUser(request) }, request.query),

  createSignatureRequest: async (request, reply) => {
    reply.code(201);
    return createDraft(ctx(request), request.body);
  },
  getSignatureRequest: async (request) => readRequest(ctx(request), request.params.id),
  viewSignatureRequest: async (request, reply) => {
    await recordView(ctx(request), request.params.id);
    return reply.code(204).send();
  },
  updateSignatureRequest: async (request) =>
    updateDraft(ctx(request), { requestId: request.params.id, draft: request.body }),
  deleteSignatureRequest: async (request, reply) => {
    await deleteRequest(ctx(request), request.params.id);
    return reply.code(204).send();
  },
  initiateSignatureRequest: async (request) => {
    const context = ctx(request);
    const sent = await initiateRequest(context, request.params.id);
    // The request is sent whatever becomes of this head start for its signers' first page.
    await renderFirstPageAhead(
      { ...context, renderer: request.server.pageRenderer },
      request.params.id,
    ).catch((error: unknown) => request.log.warn({ err: error }, 'first page not rendered ahead'));
    return sent;
  },
  listSignatureRequestEvents: async (request) => requestEvents(ctx(request), request.params.id),
  verifySignatureRequestAuditTrail: async (request) =>
    verifyRequestAuditTrail(ctx(request), request.params.id),
  downloadSignatureRequestZip: async (request, reply) =>
    sendFile(reply, await requestZip(ctx(request), request.params.id), 'application/zip'),
  getSignatureRequestStatus: async (request) => requestStatus(ctx(request), request.params.id),
  getSignatureRequestLockStatus: async (request) => lockStatus(ctx(request), request.params.id),

  addSignatureRequestDocument: async (request, reply) => {
    const { name, bytes } = await uploadedPdf(request, request.query.filename);
    reply.code(201);
    return addDocument(ctx(request), { requestId: request.params.id, name, bytes });
  },
  removeSignatureRequestDocument: async (request, reply) => {
    await removeDocument(ctx(request), {
      requestId: request.params.id,
      documentId: request.params.doc,
    });
    return reply.code(204).send();
  },

  declineSignatureRequest: async (request) =>
    declineRequest(ctx(request), {
      requestId: request.params.id,
      message: request.body.message ?? '',
    }),
  withdrawSignatureRequest: async (request) =>
    withdrawRequest(ctx(request), {
      requestId: request.params.id,
      message: request.body.message ?? '',
    }),
  remindSigners: async (request, reply) => {
    await remindSigners(ctx(request), request.params.id);
    return reply.code(202).send();
  },
  delegateSignature: async (request) => {
    const context = ctx(request);
    await delegateSignature(context, { requestId: request.params.id, delegate: request.body });
    return loadSignatureRequest(context, request.params.id);
  },

  addSigner: async (request, reply) => {
    reply.code(201);
    return addSigner(ctx(request), { requestId: request.params.id, signer: request.body });
  },
  removeSigners: async (request, reply) => {
    await removeSigners(ctx(request), {
      requestId: request.params.id,
      signatureIds: request.body.sids,
    });
    return reply.code(204).send();
  },
  updateSigner: async (request) =>
    updateSigner(ctx(request), {
      requestId: request.params.id,
      signatureId: request.params.sig,
      signer: request.body,
    }),
  removeSigner: async (request, reply) => {
    await removeSigner(ctx(request), {
      requestId: request.params.id,
      signatureId: request.params.sig,
    });
    return reply.code(204).send();
  },

  addObserver: async (request, reply) => {
    reply.code(201);
    return addObserver(ctx(request), { requestId: request.params.id, email: request.body.email });
  },
  removeObserverByEmail: async (request, reply) => {
    await removeObserver(ctx(request), {
      requestId: request.params.id,
      observer: { email: request.body.email },
    });
    return reply.code(204).send();
  },
  updateObserver: async (request) =>
    updateObserver(ctx(request), {
      requestId: request.params.id,
      observerId: request.params.obs,
      email: request.body.email,
    }),
  removeObserver: async (request, reply) => {
    await removeObserver(ctx(request), {
      requestId: request.params.id,
      observer: { id: request.params.obs },
    });
    return reply.code(204).send();
  },

  getSendTo: async (request) => getSendTo(ctx(request), request.params.id),
  claimSendTo: async (request) => claimSendTo(ctx(request), request.params.id),
} satisfies HandlersFor<
  | 'listSignatureRequests'
  | 'createSignatureRequest'
  | 'getSignatureRequest'
  | 'viewSignatureRequest'
  | 'updateSignatureRequest'
  | 'deleteSignatureRequest'
  | 'initiateSignatureRequest'
  | 'listSignatureRequestEvents'
  | 'verifySignatureRequestAuditTrail'
  | 'downloadSignatureRequestZip'
  | 'getSignatureRequestStatus'
  | 'getSignatureRequestLockStatus'
  | 'addSignatureRequestDocument'
  | 'removeSignatureRequestDocument'
  | 'declineSignatureRequest'
  | 'withdrawSignatureRequest'
  | 'remindSigners'
  | 'delegateSignature'
  | 'addSigner'
  | 'removeSigners'
  | 'updateSigner'
  | 'removeSigner'
  | 'addObserver'
  | 'removeObserverByEmail'
  | 'updateObserver'
  | 'removeObserver'
  | 'getSendTo'
  | 'claimSendTo'
>;
