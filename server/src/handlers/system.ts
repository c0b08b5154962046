import type { HandlersFor } from './types';

export const systemHandlers = {
  getServerTime: async (request) => ({ datetime: request.server.now().toISOString() }),
} satisfies HandlersFor<'getServerTime'>;
