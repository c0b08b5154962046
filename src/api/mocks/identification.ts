import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { components } from '../../../openapi/schema.gen';
import type { ProblemCode } from '../problem';

/**
 * The identification operations with answers a story or a test chooses: the methods offered
 * (covered or not, account or guest), the state an identification is in, how a start goes.
 * The contract's own examples (handlers.ts) stay the default.
 */

type Schemas = components['schemas'];
type State = Schemas['IdentificationState'];
type Methods = Schemas['IdentificationMethods'];
type Option = Schemas['IdentificationOption'];

const option = (
  provider: Option['provider'],
  method: Option['method'],
  level: Option['level'],
) => ({
  provider,
  method,
  level,
});
const mobileId = option('intrum', 'mobile-id', 'aes');

/** Who asks: an account, a guest by link, a visitor signing up with eID+ (the token). */
export type MockAudience = 'account' | 'guest' | 'visitor';

const prefixes: Record<MockAudience, string> = {
  account: '/v1/user/identification',
  guest: '/v1/direct/user/identification',
  visitor: '/v1/signup/identification',
};

/**
 * What the server offers, by coverage and audience (mobile-id needs an account; nothing is
 * paid for a visitor).
 */
export function identificationMethods(covered: boolean, audience: MockAudience): Methods {
  const zertes = covered
    ? [
        option('intrum', 'video', 'qes'),
        option('intrum', 'loc', 'qes'),
        option('intrum', 'autoident', 'qes'),
      ]
    : [option('intrum', 'loc', 'qes'), option('intrum', 'external-sc', 'aesMinimal')];
  return {
    covered,
    eidas: covered
      ? [
          option('srs', 'video', 'qes'),
          option('srs', 'robo', 'qes'),
          option('srs', 'id-austria', 'qes'),
        ]
      : [option('srs', 'id-austria', 'qes'), option('srs', 'external-sc', 'aesMinimal')],
    zertes: audience === 'account' ? [...zertes, mobileId] : zertes,
  };
}

/** The states a story can show (`none`: the provider has none, 404). */
export type StateScenario =
  | 'none'
  | 'initialized'
  | 'inprogress'
  | 'activatingQES'
  | 'done'
  | 'mismatch'
  | Schemas['IdentificationFailure'];

const verified = {
  firstName: 'Dana Maria',
  lastName: 'Demo',
  birthDate: '1990-04-12',
  nationality: 'CH',
  documentType: 'id_card',
  documentNumber: 'C4X9R2T7',
} as const;

/** An identification in the scenario's state, for the provider and method asked about. */
export function identificationState(
  scenario: Exclude<StateScenario, 'none'>,
  provider: State['provider'] = 'srs',
  method: State['method'] = 'video',
): State {
  const base: State = {
    id: 'idn_Vb7Kq2Lm9Xw4Tz1c',
    provider,
    method,
    legislation: provider === 'srs' ? 'EIDAS' : 'ZERTES',
    level: method === 'external-sc' ? 'aesMinimal' : method === 'mobile-id' ? 'aes' : 'qes',
    status: 'initialized',
    url: 'https://sandbox.paraph.example/sandbox/identification/5f1c2d3e',
    certificateReady: false,
    failureReason: null,
    identity: null,
    nameMismatch: false,
    expiresAt: '2026-11-21T20:00:00.000Z',
    updatedAt: '2026-11-21T18:02:11.000Z',
  };
  switch (scenario) {
    case 'initialized':
      return base;
    case 'inprogress':
      return { ...base, status: 'inprogress' };
    case 'activatingQES':
      return { ...base, status: 'success', url: null, identity: verified };
    case 'done':
      return { ...base, status: 'success', url: null, identity: verified, certificateReady: true };
    case 'mismatch':
      return {
        ...base,
        status: 'success',
        url: null,
        identity: verified,
        certificateReady: true,
        nameMismatch: true,
      };
    default:
      return { ...base, status: 'failure', url: null, failureReason: scenario };
  }
}

function problem(status: number, code: ProblemCode, path: string) {
  return HttpResponse.json(
    { type: 'about:blank', status, code, message: code, method: 'POST', path },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

export interface IdentificationMockOptions {
  audience?: MockAudience;
  covered?: boolean;
  state?: StateScenario;
  /** How POST answers: started, never (busy), or refused with a code. */
  start?: 'started' | 'pending' | 'not-offered' | 'already-identified';
  /** The methods never answer (the loading state). */
  methodsPending?: boolean;
}

/** Handlers for a story's `parameters.msw.handlers` (or a test's server). */
export function identificationHandlers({
  audience = 'account',
  covered = true,
  state = 'inprogress',
  start = 'started',
  methodsPending = false,
}: IdentificationMockOptions = {}): HttpHandler[] {
  const path = prefixes[audience];
  const prefix = `*${path}`;
  const offered = identificationMethods(covered && audience !== 'visitor', audience);
  const one = `${prefix}/:provider/:method`;
  type Params = { provider: State['provider']; method: State['method'] };
  return [
    http.get(`${prefix}/methods`, async () => {
      if (methodsPending) await delay('infinite');
      return HttpResponse.json(offered);
    }),
    http.get<Params>(one, ({ params }) =>
      state === 'none'
        ? problem(404, 'NOT_FOUND', `${path}/${params.provider}/${params.method}`)
        : HttpResponse.json(identificationState(state, params.provider, params.method)),
    ),
    http.post<Params>(one, async ({ params }) => {
      const at = `${path}/${params.provider}/${params.method}`;
      if (start === 'pending') await delay('infinite');
      if (start === 'not-offered') return problem(403, 'IDENTIFICATION_METHOD_NOT_OFFERED', at);
      if (start === 'already-identified') return problem(409, 'ALREADY_IDENTIFIED', at);
      return HttpResponse.json(identificationState('initialized', params.provider, params.method), {
        status: 201,
      });
    }),
    http.delete(one, () => new HttpResponse(null, { status: 204 })),
  ];
}
