import {
  exportSignatureActivities,
  listSignatureActivities,
} from '../domain/reports/signature-report';
import { requireSession } from '../plugins/auth';
import { contextOf } from './context';
import { contentDisposition } from './request-context';
import type { HandlersFor } from './types';

export const activityHandlers = {
  listSignatureActivities: async (request) =>
    listSignatureActivities(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      query: request.query,
    }),

  // The CSV streams out as it is read: no response schema applies to a stream.
  exportSignatureActivities: async (request, reply) => {
    const { name, stream } = await exportSignatureActivities(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      groupBy: request.query.group_by,
      startDate: request.query.start_date,
      endDate: request.query.end_date,
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(name))
      .header('cache-control', 'private, no-store')
      .send(stream);
  },
} satisfies HandlersFor<'listSignatureActivities' | 'exportSignatureActivities'>;
