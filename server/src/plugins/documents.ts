import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { BlobStore, BlobStoreTarget } from '../blobs/blob-store';
import { openBlobStore } from '../blobs/open-blob-store';
import { createPageRenderer, type PageRenderer } from '../documents/page-renderer';
import { closePdfInspection } from '../documents/pdf-inspect';
import { DOCUMENT_LIMITS } from '../domain/requests/stored-pdf';

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
    await app.register(multipart, {
      attachFieldsToBody: true,
      limits: { fileSize: DOCUMENT_LIMITS.documentBytes, files: 1, fields: 5, parts: 6 },
    });
  },
  { name: 'documents' },
);
