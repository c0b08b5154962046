import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PreviewContext, VisualSignatureContext } from '../domain/visual-signatures/context';
import {
  deleteVisualSignatureImage,
  uploadVisualSignatureImage,
} from '../domain/visual-signatures/images';
import {
  createVisualSignature,
  deleteVisualSignature,
  getDefaultVisualSignature,
  getVisualSignature,
  listVisualSignatures,
  updateVisualSignature,
} from '../domain/visual-signatures/manage';
import {
  previewVisualSignature,
  previewVisualSignatureFromBody,
  sizeOf,
} from '../domain/visual-signatures/preview';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';
import { uploadedImage } from './upload-body';

function ctx(request: FastifyRequest): VisualSignatureContext {
  const { server } = request;
  return {
    db: server.db,
    blobs: server.blobs,
    now: server.now(),
    user: requireSession(request).user,
  };
}

function previewCtx(request: FastifyRequest): PreviewContext {
  return { ...ctx(request), mail: request.server.mail, renderer: request.server.pageRenderer };
}

// Previews change with their inputs (and the date with the minute); the URL says which.
const sendPng = (reply: FastifyReply, png: Buffer) =>
  reply.type('image/png').header('cache-control', 'private, max-age=60').send(png);

export const visualSignatureHandlers = {
  listVisualSignatures: async (request) => listVisualSignatures(ctx(request)),

  createVisualSignature: async (request, reply) => {
    reply.code(201);
    return createVisualSignature(ctx(request), request.body);
  },

  getVisualSignature: async (request) => getVisualSignature(ctx(request), request.params.id),

  updateVisualSignature: async (request) =>
    updateVisualSignature(ctx(request), { id: request.params.id, input: request.body }),

  deleteVisualSignature: async (request, reply) => {
    await deleteVisualSignature(ctx(request), request.params.id);
    return reply.code(204).send();
  },

  getDefaultVisualSignature: async (request) => getDefaultVisualSignature(ctx(request)),

  previewVisualSignature: async (request, reply) =>
    sendPng(reply, await previewVisualSignature(previewCtx(request), request.query)),

  previewVisualSignatureFromBody: async (request, reply) =>
    sendPng(
      reply,
      await previewVisualSignatureFromBody(previewCtx(request), {
        input: request.body,
        id: request.query.id,
        size: sizeOf(request.query),
      }),
    ),

  uploadVisualSignatureImage: async (request, reply) => {
    await uploadVisualSignatureImage(ctx(request), {
      id: request.params.id,
      bytes: await uploadedImage(request),
    });
    return reply.code(204).send();
  },

  deleteVisualSignatureImage: async (request, reply) => {
    await deleteVisualSignatureImage(ctx(request), request.params.id);
    return reply.code(204).send();
  },
} satisfies HandlersFor<
  | 'listVisualSignatures'
  | 'createVisualSignature'
  | 'getVisualSignature'
  | 'updateVisualSignature'
  | 'deleteVisualSignature'
  | 'getDefaultVisualSignature'
  | 'previewVisualSignature'
  | 'previewVisualSignatureFromBody'
  | 'uploadVisualSignatureImage'
  | 'deleteVisualSignatureImage'
>;
