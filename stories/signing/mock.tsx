import { delay, http, HttpResponse } from 'msw';
import type { ProblemCode } from '../../src/api/problem';
import type { components } from '../../openapi/schema.gen';

type Method = 'get' | 'post' | 'put';

/** An API error as the server sends it (problem+json). */
export function problem(method: Method, path: string, status: number, code: ProblemCode) {
  return http[method](`*${path}`, () =>
    HttpResponse.json(
      { type: 'about:blank', status, code, message: code, method: method.toUpperCase(), path },
      { status, headers: { 'Content-Type': 'application/problem+json' } },
    ),
  );
}

/** A call that never answers, to show the loading state. */
export function pending(method: Method, path: string) {
  return http[method](`*${path}`, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

export function answer(method: Method, path: string, body: unknown, status = 200) {
  return http[method](`*${path}`, () => HttpResponse.json(body as object, { status }));
}

/** A user with nothing set up yet, as the visual-signature dialog receives it. */
export const newUser: components['schemas']['User'] = {
  id: 'u_Dana',
  email: 'dana@example.ch',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Demo',
  hasSso: false,
  permissions: {
    visualSignatures: {
      claim: { canUpdate: true, defaultValue: true },
      date: { canUpdate: true, defaultValue: true },
      std: { canUpdate: true, defaultValue: true },
    },
  },
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: { ses: { any: { quality: 'ses' } } },
  highestQuality: 'ses',
  signatures: [],
  business: null,
  attributes: { lang: ['en-gb'] },
};

export { clearAnnouncements } from '../live-announcer';
