import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { BlobStore, BlobStoreTarget } from '../blobs/blob-store';
import { openBlobStore } from '../blobs/open-blob-store';
import { createPageRenderer, type PageRenderer } from '../pdf/page-renderer';
import { closePdfInspection, warmPdfInspection } from '../pdf/pdf-inspect';
import { ATTACHMENT_MAX_BYTES } from '../domain/requests/attachments';
import { DOCUMENT_LIMITS } from '../domain/requests/stored-pdf';
import { attachMultipartFields } from './multipart-fields';
import { HttpProblem, type TooLarge } from './problem';

declare module 'fastify' {
  interface FastifyInstance {
    /** Document and attachment bytes, content-addressed. */
    blobs: BlobStore;
    /** Page images, rendered off the event loop. */
    pageRenderer: PageRenderer;
  }
}

export interface DocumentsOptions {
  /** In memory by default (tests); a folder or an S3 bucket in production. */
  blobs?: BlobStoreTarget;
  /** Where rendered pages are cached on disk; memory only when omitted. */
  renderCacheDir?: string;
  /**
   * Once listening, load the PDF libraries and start the PDF workers, so the first upload and
   * the first page image do not wait seconds for them. For the real server; tests build many
   * apps and would only pay for it.
   */
  warmAtStart?: boolean;
}

// Base64 takes 4 bytes per 3; a little room on top for the rest of the JSON.
const base64Of = (bytes: number) => Math.ceil(bytes / 3) * 4 + 1024 * 1024;
const BODY_LIMITS: Record<string, number> = {
  createSignatureRequest: base64Of(DOCUMENT_LIMITS.requestBytes),
  addSignatureRequestDocument: base64Of(DOCUMENT_LIMITS.documentBytes),
  // Not JSON, but the same mechanism: raw files of any type up to 10 MB.
  addAttachment: ATTACHMENT_MAX_BYTES,
};

// What the document uploads answer to a body over their limit (the error plugin reads it).
const DOCUMENT_UPLOADS = new Set(['createSignatureRequest', 'addSignatureRequestDocument']);
const DOCUMENT_TOO_LARGE = {
  code: 'DOCUMENT_TOO_LARGE',
  message: 'A document may have at most 40 MB',
} as const satisfies TooLarge;

const IMAGE_TOO_LARGE = {
  code: 'IMAGE_TOO_LARGE',
  message: 'A signature image may have at most 2 MB',
} as const satisfies TooLarge;

const LOGO_TOO_LARGE = {
  code: 'IMAGE_TOO_LARGE',
  message: 'A logo may have at most 2 MB',
} as const satisfies TooLarge;

const SEAL_IMAGE_TOO_LARGE = {
  code: 'IMAGE_TOO_LARGE',
  message: 'A seal image may have at most 2 MB',
} as const satisfies TooLarge;

async function refuseLargePdf(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  const type = request.headers['content-type'] ?? '';
  if (declared > DOCUMENT_LIMITS.documentBytes && /^application\/pdf\b/i.test(type)) {
    throw new HttpProblem(413, DOCUMENT_TOO_LARGE.code, DOCUMENT_TOO_LARGE.message);
  }
}

/** Document storage, page rendering and multipart uploads (one PDF as `file`). */
export default fp(
  async function documentsPlugin(app: FastifyInstance, options: DocumentsOptions) {
    app.decorate('blobs', openBlobStore(options.blobs ?? 'memory'));
    const renderer = createPageRenderer({ cache: { dir: options.renderCacheDir } });
    app.decorate('pageRenderer', renderer);
    app.addHook('onClose', async () => {
      await renderer.close();
      await closePdfInspection();
    });
    if (options.warmAtStart) {
      app.addHook('onListen', async () => {
        renderer.warm();
        // In the background: the server answers meanwhile, and a failure here is only slowness.
        warmPdfInspection().catch((error: unknown) =>
          app.log.warn({ err: error }, 'loading the PDF libraries ahead failed'),
        );
      });
    }
    // Inline base64 documents come as JSON, far over Fastify's default 1 MB body limit.
    app.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      const limit = operationId ? BODY_LIMITS[operationId] : undefined;
      if (limit) route.bodyLimit = limit;
      if (operationId === 'uploadVisualSignatureImage') {
        route.config = { ...route.config, tooLarge: IMAGE_TOO_LARGE };
      }
      if (operationId === 'uploadBusinessLogo') {
        route.config = { ...route.config, tooLarge: LOGO_TOO_LARGE };
      }
      if (operationId === 'uploadSealImage') {
        route.config = { ...route.config, tooLarge: SEAL_IMAGE_TOO_LARGE };
      }
      if (operationId && DOCUMENT_UPLOADS.has(operationId)) {
        route.config = { ...route.config, tooLarge: DOCUMENT_TOO_LARGE };
      }
      // That limit also applies to a raw PDF, which may only be 40 MB: a body declared larger
      // is refused before it is read (after authentication, which comes first on every route).
      if (operationId === 'addSignatureRequestDocument') {
        const existing = route.onRequest ?? [];
        route.onRequest = [...(Array.isArray(existing) ? existing : [existing]), refuseLargePdf];
      }
    });
    await app.register(multipart, {
      limits: { fileSize: DOCUMENT_LIMITS.documentBytes, files: 1, fields: 5, parts: 6 },
    });
    app.addHook('preValidation', attachMultipartFields);
  },
  { name: 'documents' },
);
