import { defineMessages } from 'react-intl';
import { fetchClient } from './client';
import { unwrap } from './unwrap';

const path = (id: string) => ({ params: { path: { id } } });

/**
 * Request calls made outside a mutation hook. What a user does to a request (remind, withdraw,
 * signers, observers, deletion) is a `$api.useMutation` with `useChange` where it is offered.
 */
export const requestActions = {
  /** The page was shown to the person: one VIEWED event (see useRecordView). */
  recordView: (id: string) =>
    unwrap(fetchClient.POST('/v3/signature-requests/{id}/view', path(id))),
  /** The upload page's clean-up of a draft none of whose uploads arrived. */
  deleteDraft: (id: string) => unwrap(fetchClient.DELETE('/v3/signature-requests/{id}', path(id))),
};

/** A reminder refused for its hourly limit says so (both the dashboard and the request page). */
export const remindProblems = defineMessages({
  RATE_LIMITED: {
    id: 'requests.remind_too_soon',
    defaultMessage: 'The signers were reminded less than an hour ago. Please try again later.',
  },
});
