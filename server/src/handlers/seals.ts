import type { FastifyRequest } from 'fastify';
import type { BusinessContext } from '../domain/businesses/context';
import { deleteSealImage, sealImage, uploadSealImage } from '../domain/seals/image';
import { addSealMembers, removeSealMembers } from '../domain/seals/members';
import { getSeal, listSeals, updateSeal } from '../domain/seals/seals';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';
import { uploadedImage } from './upload-body';

function ctx(request: FastifyRequest): BusinessContext {
  const { server } = request;
  return {
    db: server.db,
    blobs: server.blobs,
    mail: server.mail,
    now: server.now(),
    user: requireSession(request).user,
  };
}

/** The seal of the path. */
const sealAddress = (request: FastifyRequest<{ Params: { id: string; seal: string } }>) => ({
  businessId: request.params.id,
  accountName: request.params.seal,
});

export const sealHandlers = {
  listSeals: async (request) => listSeals(ctx(request), request.params.id),

  getSeal: async (request) => getSeal(ctx(request), sealAddress(request)),

  updateSeal: async (request) =>
    updateSeal(ctx(request), { ...sealAddress(request), update: request.body }),

  getSealImage: async (request, reply) => {
    const png = await sealImage(ctx(request), sealAddress(request));
    return reply.type('image/png').header('cache-control', 'private, no-cache').send(png);
  },

  uploadSealImage: async (request, reply) => {
    await uploadSealImage(ctx(request), {
      ...sealAddress(request),
      bytes: await uploadedImage(request),
    });
    return reply.code(204).send();
  },

  deleteSealImage: async (request, reply) => {
    await deleteSealImage(ctx(request), sealAddress(request));
    return reply.code(204).send();
  },

  addSealMembers: async (request) =>
    addSealMembers(ctx(request), { ...sealAddress(request), members: request.body.members }),

  removeSealMembers: async (request) =>
    removeSealMembers(ctx(request), { ...sealAddress(request), members: request.body.members }),
} satisfies HandlersFor<
  | 'listSeals'
  | 'getSeal'
  | 'updateSeal'
  | 'getSealImage'
  | 'uploadSealImage'
  | 'deleteSealImage'
  | 'addSealMembers'
  | 'removeSealMembers'
>;
