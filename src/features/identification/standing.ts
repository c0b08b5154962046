import type { components } from '../../../openapi/schema.gen';
import type { Level, Legislation, SignatureQualities } from './types';

type Request = components['schemas']['SignatureRequest'];

/** The highest level a person reached under a law by identifying (none: only simple). */
export type Standing = 'qes' | 'aesMinimal' | null;

export function standingIn(qualities: SignatureQualities, legislation: Legislation): Standing {
  if (qualities.qes?.[legislation]) return 'qes';
  if (qualities.aesMinimal?.[legislation]) return 'aesMinimal';
  return null;
}

/** Mobile ID gives an advanced signature under any law (`aes.any`). */
export const hasAdvanced = (qualities: SignatureQualities) => Boolean(qualities.aes?.any);

/** The badge colour of a level: the kit knows ses, aes and qes. */
export const badgeLevel = (level: Level | Standing) =>
  level === 'qes' ? 'qes' : level ? 'aes' : 'ses';

/** What a request asks of its signer: a level, under the laws that can give it. */
export interface Need {
  level: 'qes' | 'aes';
  legislations: readonly Legislation[];
}

export function needOf(request: Pick<Request, 'quality' | 'legislation'>): Need | null {
  const level =
    request.quality === 'QES'
      ? 'qes'
      : request.quality === 'AES' || request.quality === 'AES_MINIMAL'
        ? 'aes'
        : null;
  if (!level) return null;
  const legislations: readonly Legislation[] =
    request.legislation === 'ZERTES'
      ? ['zertes']
      : request.legislation === 'EIDAS'
        ? ['eidas']
        : ['eidas', 'zertes'];
  return { level, legislations };
}

/** Whether what the person has under a law is enough for the level. */
export const reaches = (standing: Standing, level: Need['level']) =>
  level === 'qes' ? standing === 'qes' : standing !== null;
