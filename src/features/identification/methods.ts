import type { Legislation, Level, Method } from './types';

/** How a method begins: on its own page, in the ID Austria dialog, or straight away. */
export type MethodStart = { kind: 'page'; path: string } | { kind: 'dialog' } | { kind: 'direct' };

// The methods that need explaining first (ID document, camera, time) have a page of their own.
const pages: Partial<Record<`${Legislation}/${Method}`, string>> = {
  'eidas/video': 'eidas/video',
  'eidas/robo': 'eidas/self',
  'zertes/video': 'zertes/video',
  'zertes/autoident': 'zertes/auto',
  'zertes/mobile-id': 'mobile-id',
};

export function methodStart(legislation: Legislation, method: Method): MethodStart {
  if (method === 'id-austria') return { kind: 'dialog' };
  const path = pages[`${legislation}/${method}`];
  return path ? { kind: 'page', path } : { kind: 'direct' };
}

/**
 * ZertES checks the name against the ID document, so the person confirms it first. Mobile ID
 * is not an ID document check (the number's registration is), so it goes straight on.
 */
export const needsPersonalDetails = (legislation: Legislation, method: Method) =>
  legislation === 'zertes' && method !== 'mobile-id';

/** A path under the audience's base with its query (undefined values left out). */
export function pathTo(
  base: string,
  sub: string,
  query: Record<string, string | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const path = sub ? `${base}/${sub}` : base;
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The level a method gives (the contract's rule): qualified, except these two. */
export const levelOf = (method: Method): Level =>
  method === 'external-sc' ? 'aesMinimal' : method === 'mobile-id' ? 'aes' : 'qes';
