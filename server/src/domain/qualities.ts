import type { components } from '../../../openapi/schema.gen';

type Schemas = components['schemas'];
type Qualities = Schemas['SignatureQualities'];
type Detail = Schemas['SignatureQualitiesDetail'];
type Entry = Schemas['QualityDetailEntry'];

export type HighestQuality = Schemas['User']['highestQuality'];
export type Level = NonNullable<HighestQuality>;

/**
 * The user's highest signature quality: the one place the rule of spec §4 is computed ("null
 * if the email is unverified; qes if a qes is present (demo if that quality is demo);
 * otherwise aes, then ses"). The User view sends it as `highestQuality`, the web app reads it
 * from there, and the signing check (`requireQuality`) refuses by it.
 *
 * - null while the e-mail is unverified: such an account signs nothing.
 * - qes when a qualified entry of quality qes exists under any legislation: a real qualified
 *   entry wins over a demo one (a demo eIDAS entry beside a real ZertES QES is qes).
 * - demo when qualified entries exist and every one of them is a demo.
 * - aes when an advanced entry exists (aes, or aes_minimal under any legislation).
 * - otherwise ses, with or without an ses entry: every verified account signs at the simple
 *   quality. The User view lists `ses.any` for every verified account, and signing has always
 *   accepted SES, DEMO and Part 11 requests from any verified signer; a fresh verified
 *   account (stored qualities `{}`) is therefore ses, never null.
 */
export function highestQuality(emailVerified: boolean, qualities: Qualities): HighestQuality {
  if (!emailVerified) return null;
  const qes = [qualities.qes?.zertes, qualities.qes?.eidas].filter((entry) => entry !== undefined);
  if (qes.length) return qes.every((entry) => entry.quality === 'demo') ? 'demo' : 'qes';
  if (qualities.aes?.any || qualities.aesMinimal?.eidas || qualities.aesMinimal?.zertes) {
    return 'aes';
  }
  return 'ses';
}

// A demo qualified entry reaches what a qualified one does; it only signs as DEMO.
const RANK: Record<Level, number> = { ses: 1, aes: 2, demo: 3, qes: 3 };

/** The level a request's quality asks of its signer (DEMO and Part 11 are simple). */
export function requiredLevel(quality: Schemas['Quality']): Exclude<Level, 'demo'> {
  if (quality === 'QES') return 'qes';
  if (quality === 'AES' || quality === 'AES_MINIMAL') return 'aes';
  return 'ses';
}

/** Whether a highest quality reaches the request's quality (a higher level always does). */
export function reachesQuality(highest: HighestQuality, quality: Schemas['Quality']): boolean {
  return highest !== null && RANK[highest] >= RANK[requiredLevel(quality)];
}

// Who issues the certificates: simple signatures are ours, the others the mobile-signature TSP.
const PROVIDER = { ses: 'paraph', trusted: 'swisscom' } as const;

const upper = (quality: Schemas['QualityEntry']['quality']): Schemas['Quality'] =>
  quality.toUpperCase() as Schemas['Quality'];

/** The user's qualities (as in the User view) with provider and legislation per entry. */
export function qualitiesDetail(qualities: Qualities): Detail {
  const detail: Detail = {};
  const entry = (
    quality: Schemas['QualityEntry']['quality'],
    legislation: Schemas['Legislation'],
  ): Entry => ({
    quality: upper(quality),
    provider: quality === 'ses' ? PROVIDER.ses : PROVIDER.trusted,
    legislation,
  });
  if (qualities.ses?.any) detail.ses = { any: entry(qualities.ses.any.quality, 'UNDEFINED') };
  if (qualities.aes?.any) detail.aes = { any: entry(qualities.aes.any.quality, 'UNDEFINED') };
  for (const [key, target] of [
    ['qes', 'qes'],
    ['aesMinimal', 'aes_minimal'],
  ] as const) {
    const byLegislation = qualities[key];
    if (!byLegislation) continue;
    const out: Schemas['QualityDetailByLegislation'] = {};
    if (byLegislation.zertes) out.zertes = entry(byLegislation.zertes.quality, 'ZERTES');
    if (byLegislation.eidas) out.eidas = entry(byLegislation.eidas.quality, 'EIDAS');
    if (Object.keys(out).length) detail[target] = out;
  }
  // A demo qualified entry is also offered as the demo quality.
  const demo = [qualities.qes?.zertes, qualities.qes?.eidas].some((e) => e?.quality === 'demo');
  if (demo) detail.demo = { any: entry('demo', 'UNDEFINED') };
  // Seals sign with the organisation's key, which Paraph holds: no provider's step-up.
  for (const level of ['aes', 'qes'] as const) {
    const byName = qualities.seal?.[level];
    if (!byName) continue;
    const out: Record<string, Entry> = {};
    for (const name of Object.keys(byName)) {
      out[name] = { quality: upper(level), provider: PROVIDER.ses, legislation: 'UNDEFINED' };
    }
    detail.seal = { ...detail.seal, [level]: out };
  }
  return detail;
}
