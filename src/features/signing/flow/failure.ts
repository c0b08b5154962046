import type { MessageDescriptor } from 'react-intl';
import { problemMessages, type ProblemCode } from '../../../api/problem';
import type { components } from '../../../../openapi/schema.gen';
import { messages } from '../messages';

export type RequestState = components['schemas']['StatusOverall'];

export interface FailureAdvice {
  title: MessageDescriptor;
  text: MessageDescriptor;
  /** Whether "Try again" can help; otherwise the way on is back to the request. */
  retry: boolean;
}

/** Refusals that say the request itself is no longer signable. */
const stateCodes: readonly ProblemCode[] = ['INVALID_STATE', 'CONFLICT', 'NOT_FOUND', 'FORBIDDEN'];

/**
 * What the failure overlay says and offers, from the server's problem code (none: the call
 * never got an answer) and the request's state read after the failure, when known.
 */
export function failureAdvice(code: ProblemCode | undefined, state?: RequestState): FailureAdvice {
  const failed = messages.failureTitle;
  if (code === undefined) return { title: failed, text: messages.failureNetwork, retry: true };
  if (code === 'INTERNAL' || code === 'SERVICE_UNAVAILABLE') {
    return { title: failed, text: messages.failureServer, retry: true };
  }
  if (code === 'RATE_LIMITED') {
    return { title: failed, text: messages.failureRateLimited, retry: true };
  }
  if (stateCodes.includes(code)) {
    switch (state) {
      case 'WITHDRAWN':
        return { title: messages.withdrawnTitle, text: messages.withdrawnText, retry: false };
      case 'DECLINED':
        return { title: messages.declinedTitle, text: messages.declinedText, retry: false };
      case 'SIGNED':
        return { title: messages.completedTitle, text: messages.completedText, retry: false };
      default:
        return { title: failed, text: messages.notYourTurnText, retry: false };
    }
  }
  // Anything else names its own reason (quality, identification…); trying the same again won't help.
  return { title: failed, text: problemMessages[code], retry: false };
}

/** Codes whose overlay depends on the request's state: worth reading the request again. */
export const needsRequestState = (code: ProblemCode | undefined) =>
  code !== undefined && stateCodes.includes(code);
