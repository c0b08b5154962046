import { $api } from '../../../api/client';
import type { components } from '../../../api/schema.gen';

export type DashboardView = components['schemas']['DashboardView'];
export type SignatureRequestSummary = components['schemas']['SignatureRequestSummary'];

/** Shared by the route loader (ensureQueryData) and the page (useSuspenseQuery). */
export const signatureRequestsQuery = (view: DashboardView, page = 1) =>
  $api.queryOptions('get', '/v3/signature-requests', { params: { query: { view, page } } });
