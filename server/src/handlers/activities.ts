import type { FastifyReply } from 'fastify';
import { listAccountActivities } from '../domain/reports/account-activities';
import type { CsvExport } from '../domain/reports/report-page';
import {
  exportIdentificationActivities,
  listIdentificationActivities,
} from '../domain/reports/identification-activities';
import {
  exportSignatureActivities,
  listSignatureActivities,
} from '../domain/reports/signature-report';
import { requireSession } from '../plugins/auth';
import { contextOf } from './context';
import { contentDisposition } from './request-context';
import type { HandlersFor } from './types';

/** A CSV export streams out as it is read: no response schema applies to a stream. */
const sendCsv = (reply: FastifyReply, { name, stream }: CsvExport) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-store')
    .send(stream);

export const activityHandlers = {
  listAccountActivities: async (request) =>
    listAccountActivities(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      query: request.query,
    }),

  listSignatureActivities: async (request) =>
    listSignatureActivities(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      query: request.query,
    }),

  listIdentificationActivities: async (request) =>
    listIdentificationActivities(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      query: request.query,
    }),

  exportSignatureActivities: async (request, reply) => {
    const csv = await exportSignatureActivities(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      groupBy: request.query.group_by,
      startDate: request.query.start_date,
      endDate: request.query.end_date,
    });
    return sendCsv(reply, csv);
  },

  exportIdentificationActivities: async (request, reply) => {
    const csv = await exportIdentificationActivities(contextOf(request), {
      caller: requireSession(request).user,
      businessId: request.params.id,
      startDate: request.query.start_date,
      endDate: request.query.end_date,
    });
    return sendCsv(reply, csv);
  },
} satisfies HandlersFor<
  | 'listAccountActivities'
  | 'listSignatureActivities'
  | 'listIdentificationActivities'
  | 'exportSignatureActivities'
  | 'exportIdentificationActivities'
>;
