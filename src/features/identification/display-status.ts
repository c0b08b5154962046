import type { IdentificationState } from './types';

/** What the progress panel shows; `missing` when the provider has no identification at all. */
export type DisplayStatus =
  'initialized' | 'inprogress' | 'activatingQES' | 'done' | 'failure' | 'missing';

/**
 * The spec's mapping of the provider's status: initialized and unknown → initialized,
 * inprogress → inprogress, success → activatingQES until the certificate is ready (then done),
 * failure → failure.
 */
export function displayStatus(
  state: Pick<IdentificationState, 'status' | 'certificateReady'> | null,
): DisplayStatus {
  if (!state) return 'missing';
  switch (state.status) {
    case 'initialized':
    case 'unknown':
      return 'initialized';
    case 'inprogress':
      return 'inprogress';
    case 'success':
      return state.certificateReady ? 'done' : 'activatingQES';
    case 'failure':
      return 'failure';
  }
}

/** Nothing more will change: polling stops. */
export const isSettled = (status: DisplayStatus) =>
  status === 'done' || status === 'failure' || status === 'missing';

/** Still with the provider or being activated: the person may cancel. */
export const isRunning = (status: DisplayStatus) =>
  status === 'initialized' || status === 'inprogress';

const FIRST_DELAY = 1000;
const MAX_DELAY = 10_000;

/** The wait before poll number `attempt` (0-based): 1 s, doubling, at most 10 s. */
export const pollDelay = (attempt: number) =>
  Math.min(FIRST_DELAY * 2 ** Math.max(0, attempt), MAX_DELAY);
