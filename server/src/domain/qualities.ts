import type { components } from '../../../openapi/schema.gen';

type Schemas = components['schemas'];
type Qualities = Schemas['SignatureQualities'];
type Detail = Schemas['SignatureQualitiesDetail'];
type Entry = Schemas['QualityDetailEntry'];

export type HighestQuality = 'qes' | 'demo' | 'aes' | 'ses' | null;

/**
 * Spec §4: null while the e-mail is unverified; qes when a qualified entry exists (demo when
 * that entry's quality is demo); otherwise aes (the minimal variant counts), then ses.
 */
export function highestQuality(emailVerified: boolean, qualities: Qualities): HighestQuality {
  if (!emailVerified) return null;
  const qes = [qualities.qes?.zertes, qualities.qes?.eidas].filter((entry) => entry !== undefined);
  if (qes.length) return qes.every((entry) => entry.quality === 'demo') ? 'demo' : 'qes';
  if (qualities.aes?.any || qualities.aesMinimal?.eidas || qualities.aesMinimal?.zertes) {
    return 'aes';
  }
  return qualities.ses?.any ? 'ses' : null;
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
  return detail;
}
