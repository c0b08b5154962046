import { statusSummary } from '../domain/status/summary';
import type { HandlersFor } from './types';

export const systemHandlers = {
  getServerTime: async (request) => ({ datetime: request.server.now().toISOString() }),
  getMaintenanceNotice: async (request, reply) => {
    const notice = await request.server.statusPage.maintenance(request.server.now());
    return notice ?? reply.code(204).send();
  },
  getStatusSummary: async (request) =>
    statusSummary(request.server.statusPage, request.server.now()),
  listStatusComponents: async (request) => ({
    components: await request.server.statusPage.components(),
  }),
  getBuildInfo: async (request) => request.server.buildInfo,
} satisfies HandlersFor<
  | 'getServerTime'
  | 'getMaintenanceNotice'
  | 'getStatusSummary'
  | 'listStatusComponents'
  | 'getBuildInfo'
>;
