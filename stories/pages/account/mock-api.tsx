import type { Decorator } from '@storybook/react-vite';
import { pageColumn } from '../../ui/story-helpers';
import { delay, http, HttpResponse } from 'msw';
import type { ProblemCode } from '../../../src/api/problem';

/** An API error as the server sends it (problem+json), for a story's MSW handlers. */
export function problemAt(path: string, status: number, code: ProblemCode) {
  return http.post(`*${path}`, () =>
    HttpResponse.json(
      { type: 'about:blank', status, code, message: code, method: 'POST', path },
      { status, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
}

/** A call that never answers, to show the loading state. */
export function pendingAt(path: string) {
  return http.post(`*${path}`, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** POST /v1/check-password answering that every password is fine. */
export const strongPassword = http.post('*/v1/check-password', () =>
  HttpResponse.json({ validPassword: true, error: null }),
);

/** Account pages sit in the page's main landmark, as in the app. */
export const frame: Decorator = pageColumn(440);

export { clearAnnouncements } from '../../live-announcer';
