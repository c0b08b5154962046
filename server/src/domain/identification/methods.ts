import type { components } from '../../../../openapi/schema.gen';

type Schemas = components['schemas'];
export type Provider = Schemas['IdentificationProvider'];
export type Method = Schemas['IdentificationMethod'];
export type Level = Schemas['IdentificationLevel'];
export type IdentityLegislation = Schemas['IdentificationState']['legislation'];
type Qualities = Schemas['SignatureQualities'];

/**
 * The providers of the spec, the legislation each serves and what each of its methods gives.
 * In-person and remote identifications (video, self, automatic, the Austrian eID, a location)
 * prove the identity for a qualified certificate; an external signing certificate proves it
 * for a minimal advanced one; a Mobile ID gives an advanced signature under no legislation.
 */
export const PROVIDERS: Record<
  Provider,
  { legislation: IdentityLegislation; methods: Partial<Record<Method, Level>> }
> = {
  srs: {
    legislation: 'EIDAS',
    methods: { video: 'qes', robo: 'qes', 'id-austria': 'qes', 'external-sc': 'aesMinimal' },
  },
  intrum: {
    legislation: 'ZERTES',
    methods: {
      video: 'qes',
      autoident: 'qes',
      loc: 'qes',
      'mobile-id': 'aes',
      'external-sc': 'aesMinimal',
    },
  },
};

/** The level a provider's method gives, or undefined when the provider has no such method. */
export function levelOf(provider: Provider, method: Method): Level | undefined {
  return PROVIDERS[provider].methods[method];
}

/** The legislations, as licences (`PricePlan.licenses.idents`) and qualities name them. */
export type LicenceKey = 'eidas' | 'zertes';
export const LEGISLATION_KEY = { EIDAS: 'eidas', ZERTES: 'zertes' } as const satisfies Record<
  IdentityLegislation,
  LicenceKey
>;

/** Whether a business pays the person's identification, for each legislation (coverage.ts). */
export type Coverage = Record<LicenceKey, boolean>;
export const NOT_COVERED: Coverage = { eidas: false, zertes: false };

/**
 * Spec §9: with coverage eIDAS offers video, self and id-austria and ZertES video, loc and
 * auto; without it eIDAS offers id-austria and external-sc and ZertES loc and external-sc.
 * Mobile ID belongs to an account (the phone is registered to it), so guests are not offered it.
 */
const OFFERED: Record<'covered' | 'uncovered', Record<Provider, Method[]>> = {
  covered: { srs: ['video', 'robo', 'id-austria'], intrum: ['video', 'loc', 'autoident'] },
  uncovered: { srs: ['id-austria', 'external-sc'], intrum: ['loc', 'external-sc'] },
};

/** Who identifies: an account holder, a guest for one signature, or an eID+ sign-up's visitor. */
export type Audience = 'account' | 'guest' | 'visitor';

/** Whether the coverage pays an identification with `provider` (by the legislation it serves). */
export const coversProvider = (coverage: Coverage, provider: Provider): boolean =>
  coverage[LEGISLATION_KEY[PROVIDERS[provider].legislation]];

/**
 * What is offered, each legislation by its own coverage; `covered` when a business pays under
 * at least one of them.
 */
export function offeredMethods(
  coverage: Coverage,
  audience: Audience,
): Schemas['IdentificationMethods'] {
  const options = (provider: Provider) => {
    const methods = [
      ...OFFERED[coversProvider(coverage, provider) ? 'covered' : 'uncovered'][provider],
    ];
    if (provider === 'intrum' && audience === 'account') methods.push('mobile-id');
    return methods.map((method) => ({ provider, method, level: levelOf(provider, method)! }));
  };
  return {
    covered: coverage.eidas || coverage.zertes,
    eidas: options('srs'),
    zertes: options('intrum'),
  };
}

export function isOffered(
  offered: Schemas['IdentificationMethods'],
  provider: Provider,
  method: Method,
): boolean {
  return [...offered.eidas, ...offered.zertes].some(
    (option) => option.provider === provider && option.method === method,
  );
}

/** Whether the qualities already hold what the identification would give (or more). */
export function holdsLevel(
  qualities: Qualities,
  legislation: IdentityLegislation,
  level: Level,
): boolean {
  const key = LEGISLATION_KEY[legislation];
  const qes = qualities.qes?.[key]?.quality === 'qes';
  if (level === 'qes') return qes;
  if (level === 'aesMinimal') return qes || qualities.aesMinimal?.[key] !== undefined;
  return qualities.aes?.any !== undefined;
}

/** The qualities with the identification's entry added (a demo entry gives way to a real one). */
export function withLevel(
  qualities: Qualities,
  legislation: IdentityLegislation,
  level: Level,
): Qualities {
  const key = LEGISLATION_KEY[legislation];
  if (level === 'aes') return { ...qualities, aes: { any: { quality: 'aes' } } };
  if (level === 'aesMinimal') {
    return {
      ...qualities,
      aesMinimal: { ...qualities.aesMinimal, [key]: { quality: 'aes_minimal' } },
    };
  }
  return { ...qualities, qes: { ...qualities.qes, [key]: { quality: 'qes' } } };
}
