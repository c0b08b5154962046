import { $api } from '../../../api/client';
import type { components } from '../../../../openapi/schema.gen';
import type { ListParams } from '../search';

export type DashboardView = components['schemas']['DashboardView'];
export type SignatureRequestSummary = components['schemas']['SignatureRequestSummary'];
export type SignatureRequestPage = components['schemas']['SignatureRequestPage'];

/** Spec §9: the pending filter sends this signers limit (it keeps every request). */
export const PENDING_SIGNATURES_COUNT = 672;

/** Shared by the route loader (ensureQueryData) and the page (useSuspenseQuery). */
export const signatureRequestsQuery = ({ view, search, sort, page }: ListParams) =>
  $api.queryOptions('get', '/v3/signature-requests', {
    params: {
      query: {
        view,
        page,
        ...(search ? { search } : {}),
        ...(sort ? { sort } : {}),
        ...(view === 'pending' ? { signatures_count: PENDING_SIGNATURES_COUNT } : {}),
      },
    },
  });
export type ViewCounts = components['schemas']['ViewCounts'];
