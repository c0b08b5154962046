import type { FastifyRequest } from 'fastify';
import { getBusinessCustomExtras, updateAes4Biz } from '../domain/businesses/custom-extras';
import {
  getBusiness,
  getUserBusiness,
  updateBusiness,
  updateBusinessBase,
} from '../domain/businesses/details';
import {
  cancelTrial,
  createBusiness,
  deleteBusiness,
  revokeBusinessDeletion,
} from '../domain/businesses/lifecycle';
import { getBusinessStatistics } from '../domain/businesses/statistics';
import type { BusinessContext } from '../domain/businesses/context';
import {
  businessLogoImage,
  deleteBusinessLogo,
  uploadBusinessLogo,
} from '../domain/businesses/logo';
import { getBusinessPublicInformation } from '../domain/businesses/public-information';
import { getBusinessSettings, updateBusinessSettings } from '../domain/businesses/settings';
import { requireSession } from '../plugins/auth';
import type { HandlersFor } from './types';
import { uploadedImage } from './upload-body';

const clocked = (request: FastifyRequest) => ({ db: request.server.db, now: request.server.now() });

/** The signed-in caller and the business of the path. */
const callerOf = (request: FastifyRequest<{ Params: { id: string } }>) => ({
  user: requireSession(request).user,
  businessId: request.params.id,
});

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

export const businessHandlers = {
  getBusiness: async (request) => getBusiness(clocked(request), callerOf(request)),

  updateBusiness: async (request) =>
    updateBusiness(clocked(request), { ...callerOf(request), body: request.body }),

  updateBusinessBase: async (request) =>
    updateBusinessBase(clocked(request), { ...callerOf(request), body: request.body }),

  getUserBusiness: async (request) =>
    getUserBusiness(clocked(request), requireSession(request).user),

  createBusiness: async (request, reply) => {
    const business = await createBusiness(clocked(request), {
      user: requireSession(request).user,
      body: request.body,
    });
    return reply.code(201).send(business);
  },

  deleteBusiness: async (request, reply) => {
    const business = await deleteBusiness(clocked(request), callerOf(request));
    return reply.code(202).send(business);
  },

  revokeBusinessDeletion: async (request) =>
    revokeBusinessDeletion(clocked(request), callerOf(request)),

  cancelTrial: async (request, reply) => {
    await cancelTrial(clocked(request), callerOf(request));
    return reply.code(204).send();
  },

  getBusinessStatistics: async (request) =>
    getBusinessStatistics(clocked(request), {
      ...callerOf(request),
      months: request.query.months,
    }),

  getBusinessCustomExtras: async (request) =>
    getBusinessCustomExtras(clocked(request), callerOf(request)),

  updateAes4Biz: async (request) =>
    updateAes4Biz(clocked(request), { ...callerOf(request), body: request.body }),

  getBusinessSettings: async (request) => getBusinessSettings(ctx(request), request.params.id),

  updateBusinessSettings: async (request) =>
    updateBusinessSettings(ctx(request), { businessId: request.params.id, update: request.body }),

  uploadBusinessLogo: async (request) =>
    uploadBusinessLogo(ctx(request), {
      businessId: request.params.id,
      bytes: await uploadedImage(request),
    }),

  deleteBusinessLogo: async (request) => deleteBusinessLogo(ctx(request), request.params.id),

  getBusinessLogoImage: async (request, reply) => {
    const { server } = request;
    const { png, sha256 } = await businessLogoImage(server, request.params.id);
    const { v } = request.query;
    // The versioned URL names these bytes for good; any other asks again each time.
    const current = v !== undefined && sha256.startsWith(v) && v.length >= 16;
    return reply
      .type('image/png')
      .header(
        'cache-control',
        current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      )
      .header('etag', `"${sha256}"`)
      .send(png);
  },

  getBusinessPublicInformation: async (request) =>
    getBusinessPublicInformation(ctx(request), request.params.id),
} satisfies HandlersFor<
  | 'getBusiness'
  | 'updateBusiness'
  | 'updateBusinessBase'
  | 'getUserBusiness'
  | 'createBusiness'
  | 'deleteBusiness'
  | 'revokeBusinessDeletion'
  | 'cancelTrial'
  | 'getBusinessStatistics'
  | 'getBusinessCustomExtras'
  | 'updateAes4Biz'
  | 'getBusinessSettings'
  | 'updateBusinessSettings'
  | 'uploadBusinessLogo'
  | 'deleteBusinessLogo'
  | 'getBusinessLogoImage'
  | 'getBusinessPublicInformation'
>;
