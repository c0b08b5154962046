import { isProblem } from '../../../api/problem';
import type { components } from '../../../../openapi/schema.gen';
import { decideExit, type ExitState } from './exit-redirect';
import { lastViewed } from './last-viewed';
import { needsRequestState, type RequestState } from './failure';
import { batchError, failureOverlay } from './outcome';
import { askOverlay, closeProgress } from './prompts';

type SigningResult = components['schemas']['SigningResult'];

/** What differs between an account holder and a guest: how one attempt to sign runs. */
export interface SigningAttempt {
  requestIds: string[];
  /** Runs the signing (with its TAN step); null when the signer cancelled on the way. */
  attempt: () => Promise<SigningResult | null>;
  /** Refreshes whatever shows the request, once it is signed. */
  onSigned: () => Promise<void> | void;
  /** Reads the request's state afresh, so a refusal can say what happened (withdrawn…). */
  currentState?: () => Promise<RequestState | undefined>;
}

export interface Navigation {
  /** An in-app page. */
  go: (to: '/signed' | '/declined' | '/upgrade') => void;
  /** Leaves the app for an exit URL. */
  leave: (url: string) => void;
}

export const browserLeave = (url: string) => window.location.assign(url);

/**
 * Signs, then shows how it went: the success overlay (with the exit countdown where it
 * applies) or the overlay of the failure, whose "try again" runs the attempt once more.
 */
export async function runSigning(
  signing: SigningAttempt,
  exit: ExitState,
  navigation: Navigation,
): Promise<void> {
  for (;;) {
    let result: SigningResult | null;
    try {
      result = await signing.attempt();
      if (!result) {
        closeProgress();
        return;
      }
      const failed = batchError(result);
      if (failed) throw failed;
    } catch (error) {
      const name = failureOverlay(error);
      const code = isProblem(error) ? error.code : undefined;
      const requestState = needsRequestState(code)
        ? await signing.currentState?.().catch(() => undefined)
        : undefined;
      const decision = decideExit('failed', exit, signing.requestIds, lastViewed.get());
      const choice = await askOverlay(name, {
        code,
        requestState,
        exit:
          name === 'signing-failure' && decision.url
            ? { url: decision.url, seconds: decision.countdown }
            : undefined,
      });
      if (choice === 'retry') continue;
      if (choice === 'upgrade') navigation.go('/upgrade');
      if (choice === 'leave' && decision.url) navigation.leave(decision.url);
      return;
    }
    await signing.onSigned();
    const decision = decideExit('signed', exit, signing.requestIds, lastViewed.get());
    const choice = await askOverlay('signing-success', {
      exit: decision.url ? { url: decision.url, seconds: decision.countdown } : undefined,
    });
    if (choice === 'leave' && decision.url) navigation.leave(decision.url);
    else if (decision.fallback) navigation.go(decision.fallback);
    return;
  }
}

/** After a decline: declineURL (or exitURL) unless declineRedirect=false, else /declined. */
export function leaveAfterDecline(
  requestId: string,
  exit: ExitState,
  navigation: Navigation,
): void {
  const decision = decideExit('declined', exit, [requestId], lastViewed.get());
  if (decision.url) navigation.leave(decision.url);
  else navigation.go('/declined');
}
