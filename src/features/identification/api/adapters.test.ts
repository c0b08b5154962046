import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../../../api/mocks/handlers';
import { identificationHandlers } from '../../../api/mocks/identification';
import { accountIdentificationApi } from './account';
import { guestIdentificationApi } from './guest';
import { visitorIdentificationApi } from './visitor';

// The implementations of one interface: the same answers, each on its own paths and
// with its own credentials; a missing identification (404) is null, not an error.

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const account = accountIdentificationApi(() => Promise.resolve());
const link = { id: 'sr_Qm4nT8wLp2Yc7Vx1', userid: 'lnk_Gx4Tb8Wq2Zr6' };
const guest = guestIdentificationApi(link);

describe('account', () => {
  it('asks for the methods of a request and gets mobile-id too', async () => {
    let asked: string | null = null;
    server.use(
      http.get('*/v1/user/identification/methods', ({ request }) => {
        asked = new URL(request.url).searchParams.get('signatureRequestId');
      }),
      ...identificationHandlers({ covered: false }),
    );
    const methods = await account.methods('sr_1');
    expect(asked).toBe('sr_1');
    expect(methods.zertes.map(({ method }) => method)).toContain('mobile-id');
  });

  it.each([
    ['none', null],
    ['done', 'success'],
    ['rejected', 'failure'],
  ] as const)('state %s → %s', async (state, status) => {
    server.use(...identificationHandlers({ state }));
    const answer = await account.state('srs', 'video');
    expect(answer?.status ?? null).toBe(status);
  });

  it('a refused start throws the problem', async () => {
    server.use(...identificationHandlers({ start: 'not-offered' }));
    await expect(account.start('srs', 'video', { returnPath: '/x' })).rejects.toMatchObject({
      code: 'IDENTIFICATION_METHOD_NOT_OFFERED',
    });
  });
});

describe('guest', () => {
  it('uses the direct paths with the link’s Basic pair', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/v1/direct/user/identification/:provider/:method', ({ request }) => {
        authorization = request.headers.get('Authorization');
      }),
      ...identificationHandlers({ audience: 'guest', state: 'activatingQES' }),
    );
    const answer = await guest.state('intrum', 'video');
    expect(answer).toMatchObject({ status: 'success', certificateReady: false });
    expect(authorization).toBe(`Basic ${btoa(`${link.userid}:${link.id}`)}`);
    expect((await guest.methods()).zertes.map(({ method }) => method)).not.toContain('mobile-id');
  });

  it('saves the name with the guest’s language', async () => {
    let sent: unknown = null;
    const max = { id: 'sig_1', email: 'max@example.ch', firstName: 'Max', lastName: 'Muster' };
    server.use(
      http.get('*/v1/direct/user', () => HttpResponse.json({ ...max, language: 'it' })),
      http.put('*/v1/direct/user', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          id: 'sig_1',
          email: 'max@example.ch',
          firstName: 'Max',
          lastName: 'Muster',
          language: 'it',
        });
      }),
    );
    await guest.saveName({ firstName: 'Max', lastName: 'Muster-Meier' });
    expect(sent).toMatchObject({ firstName: 'Max', lastName: 'Muster-Meier', language: 'it' });
  });
});

describe('visitor', () => {
  const token = 'cnf_8Hj2Kl4Mn6Pq8Rs0Tu2Vw4';
  const visitor = visitorIdentificationApi(token);

  it('is offered nothing paid and reads the state with the token', async () => {
    let asked: string | null = null;
    server.use(
      http.get('*/v1/signup/identification/:provider/:method', ({ request }) => {
        asked = new URL(request.url).searchParams.get('token');
      }),
      ...identificationHandlers({ audience: 'visitor', state: 'done' }),
    );
    expect(await visitor.state('intrum', 'loc')).toMatchObject({ certificateReady: true });
    expect(asked).toBe(token);
    const methods = await visitor.methods();
    expect(methods.covered).toBe(false);
    expect(methods.zertes.map(({ method }) => method)).toEqual(['loc', 'external-sc']);
  });

  it('starts with the token in the body', async () => {
    let sent: unknown = null;
    server.use(
      http.post('*/v1/signup/identification/:provider/:method', async ({ request }) => {
        sent = await request.json();
      }),
      ...identificationHandlers({ audience: 'visitor' }),
    );
    await visitor.start('intrum', 'loc', { returnPath: '/back' });
    expect(sent).toEqual({ token, returnPath: '/back' });
  });

  it('has no name before the provider confirms one, and none to save or cancel', async () => {
    expect(await visitor.person()).toEqual({ firstName: '', lastName: '' });
    await expect(visitor.saveName({ firstName: 'A', lastName: 'B' })).rejects.toThrow();
    expect(visitor.cancel).toBeUndefined();
  });
});
