import { describe, expect, it } from 'vitest';
import type { ProblemCode } from '../../../api/problem';
import { problemMessages } from '../../../api/problem';
import { messages } from '../messages';
import { failureAdvice, needsRequestState, type RequestState } from './failure';

const rows: [string, ProblemCode | undefined, RequestState | undefined, string, string, boolean][] =
  [
    ['no answer (network)', undefined, undefined, 'failureTitle', 'failureNetwork', true],
    ['server error', 'INTERNAL', 'OPEN', 'failureTitle', 'failureServer', true],
    ['server down', 'SERVICE_UNAVAILABLE', undefined, 'failureTitle', 'failureServer', true],
    ['too many attempts', 'RATE_LIMITED', 'OPEN', 'failureTitle', 'failureRateLimited', true],
    ['withdrawn', 'INVALID_STATE', 'WITHDRAWN', 'withdrawnTitle', 'withdrawnText', false],
    ['declined', 'INVALID_STATE', 'DECLINED', 'declinedTitle', 'declinedText', false],
    ['already complete', 'CONFLICT', 'SIGNED', 'completedTitle', 'completedText', false],
    ['still open, not signable', 'INVALID_STATE', 'OPEN', 'failureTitle', 'notYourTurnText', false],
    ['state unknown', 'INVALID_STATE', undefined, 'failureTitle', 'notYourTurnText', false],
    ['withdrawn, seen as gone', 'NOT_FOUND', 'WITHDRAWN', 'withdrawnTitle', 'withdrawnText', false],
  ];

describe('what a failed signing says and offers', () => {
  it.each(rows)('%s', (_, code, state, title, text, retry) => {
    expect(failureAdvice(code, state)).toEqual({
      title: messages[title as keyof typeof messages],
      text: messages[text as keyof typeof messages],
      retry,
    });
  });
  it.each<ProblemCode>(['QUALITY_NOT_MET', 'IDENTIFICATION_REQUIRED', 'GTC_REQUIRED'])(
    '%s says its own reason, without "Try again"',
    (code) => {
      expect(failureAdvice(code, 'OPEN')).toEqual({
        title: messages.failureTitle,
        text: problemMessages[code],
        retry: false,
      });
    },
  );
  it('reads the request again only for refusals about its state', () => {
    expect(needsRequestState('INVALID_STATE')).toBe(true);
    expect(needsRequestState('INTERNAL')).toBe(false);
    expect(needsRequestState(undefined)).toBe(false);
  });
});
