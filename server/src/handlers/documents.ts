import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  addAttachment,
  deleteAttachment,
  downloadAttachment,
  eraseAttachmentContent,
  getAttachment,
  type AttachmentRef,
} from '../domain/requests/attachments';
import { deleteDocument, downloadDocument, getDocument } from '../domain/requests/documents';
import { documentPage, signatureReport, type ReportFormat } from '../domain/requests/exports';
import type { PageImageFormat } from '../pdf/page-image';
import { HttpProblem } from '../plugins/problem';
import { requestContextOf as ctx, sendFile } from './request-context';
import type { HandlersFor } from './types';

const PDF = 'application/pdf';

/**
 * A page image's URL names one document version, page and scale, and a version's bytes never
 * change: the browser may keep it (privately: it is the caller's document) and revalidate it
 * by its ETag without a render.
 */
const PAGE_CACHE = 'private, max-age=31536000, immutable';
const etagOf = (sha256: string) => `"${sha256}"`;
/** The version named by an If-None-Match of our own ETag form, if any. */
const cachedVersion = (request: FastifyRequest) =>
  /^(?:W\/)?"([0-9a-f]{64})"$/.exec(request.headers['if-none-match']?.trim() ?? '')?.[1];

/**
 * A browser loading the image by itself (an `<img>` with the guest's `?token=`) cannot retry a
 * 503 the way the app's client does: it waits for the render instead.
 */
export const BROWSER_WAIT_MS = 15_000;

/** The page's image when it is ready, else 503 PAGE_RENDERING with Retry-After (422 if it never will be). */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    documentId,
    page,
    scale,
    format,
    waitMs,
  }: { documentId: string; page: number; scale: number; format: PageImageFormat; waitMs?: number },
) {
  const result = await documentPage(
    { ...ctx(request), renderer: request.server.pageRenderer },
    { documentId, pageIndex: page, scale, format, waitMs, cachedSha256: cachedVersion(request) },
  );
  if (result.status === 'queued') {
    throw new HttpProblem(
      503,
      'PAGE_RENDERING',
      'The page is being rendered',
      undefined,
      result.retryAfterSeconds,
    );
  }
  reply.header('cache-control', PAGE_CACHE).header('etag', etagOf(result.sha256));
  if (result.status === 'unchanged') return reply.code(304).send();
  return reply.type(`image/${format}`).send(result.image);
}

export async function sendReport(
  request: FastifyRequest,
  reply: FastifyReply,
  requestId: string,
  format: ReportFormat,
) {
  const result = await signatureReport(ctx(request), { requestId, format });
  if (result.format === 'JSON') return result.report;
  const name = `signature-protocol-${requestId}.${result.format === 'PDF' ? 'pdf' : 'html'}`;
  return sendFile(
    reply,
    { name, bytes: result.bytes },
    result.format === 'PDF' ? PDF : 'text/html; charset=utf-8',
  );
}

export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  documentId: string,
  signed: boolean,
  purpose: 'download' | 'view' = 'download',
) {
  const file = await downloadDocument(ctx(request), { documentId, signed, purpose });
  return sendFile(reply, file, PDF, purpose === 'view' ? 'inline' : 'attachment');
}

export async function sendAttachment(
  request: FastifyRequest,
  reply: FastifyReply,
  requestId: string,
  attachmentId: string,
) {
  const file = await downloadAttachment(ctx(request), { requestId, attachmentId });
  // Never let a browser render an uploaded file inline in our origin.
  return sendFile(reply, file, 'application/octet-stream');
}

/** The attachment routes name the request `id` and the attachment `att`. */
const attachmentRef = (params: { id: string; att: string }): AttachmentRef => ({
  requestId: params.id,
  attachmentId: params.att,
});

export const documentHandlers = {
  getDocument: async (request) => getDocument(ctx(request), request.params.id),
  deleteDocument: async (request, reply) => {
    await deleteDocument(ctx(request), request.params.id);
    return reply.code(204).send();
  },
  downloadDocument: async (request, reply) =>
    sendDocument(
      request,
      reply,
      request.params.id,
      request.query.signed ?? false,
      request.query.purpose,
    ),
  getDocumentPage: async (request, reply) =>
    sendPage(request, reply, {
      documentId: request.params.id,
      page: request.params.n,
      scale: request.query.scale ?? 100,
      format: request.query.format ?? 'png',
    }),
  getSignatureReport: async (request, reply) =>
    sendReport(request, reply, request.params.id, request.query.type ?? 'PDF'),
  addAttachment: async (request, reply) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const contentType = (request.headers['content-type'] ?? 'application/octet-stream')
      .split(';', 1)[0]
      ?.trim()
      .toLowerCase();
    reply.code(201);
    return addAttachment(ctx(request), {
      requestId: request.params.id,
      name: request.query.filename,
      contentType: contentType || 'application/octet-stream',
      bytes,
    });
  },
  getAttachment: async (request) => getAttachment(ctx(request), attachmentRef(request.params)),
  deleteAttachment: async (request, reply) => {
    await deleteAttachment(ctx(request), attachmentRef(request.params));
    return reply.code(204).send();
  },
  downloadAttachment: async (request, reply) =>
    sendAttachment(request, reply, request.params.id, request.params.att),
  deleteAttachmentContent: async (request, reply) => {
    await eraseAttachmentContent(ctx(request), attachmentRef(request.params));
    return reply.code(204).send();
  },
} satisfies HandlersFor<
  | 'getDocument'
  | 'deleteDocument'
  | 'downloadDocument'
  | 'getDocumentPage'
  | 'getSignatureReport'
  | 'addAttachment'
  | 'getAttachment'
  | 'deleteAttachment'
  | 'downloadAttachment'
  | 'deleteAttachmentContent'
>;
