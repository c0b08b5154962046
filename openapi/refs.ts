/**
 * Reading the bundled contract as plain data: JSON pointers and its local `#/...` references.
 * One module for the MSW mocks (browser) and the contract tests (Node), so it imports nothing.
 */

type Json = Record<string, unknown>;

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
const encode = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer (RFC 6901) of the node under `segments`; a path like `/v3/users` is one. */
export function pointerOf(...segments: string[]): string {
  return segments.map((segment) => `/${encode(segment)}`).join('');
}

/** The node a JSON pointer designates in `document`, or undefined when it leads nowhere. */
export function at<T = Json>(document: unknown, pointer: string): T | undefined {
  let node = document;
  for (const key of pointer.split('/').slice(1)) node = (node as Json | undefined)?.[decode(key)];
  return node as T | undefined;
}

/** The pointer of a local reference (`#/components/...`); the bundle has no other kind. */
export function refPointer(ref: string): string {
  if (!ref.startsWith('#/')) throw new Error(`Not a local reference: ${ref}`);
  return ref.slice(1);
}

/** Follows local references until a node that is not one. */
export function resolveRef<T = Json>(document: unknown, value: unknown): T {
  let current = value as Json | undefined;
  while (current && typeof current.$ref === 'string') {
    current = at(document, refPointer(current.$ref));
  }
  return current as T;
}

/** The first example of a media type object: `example`, or the first of `examples`. */
export function exampleOf(document: unknown, media: object): unknown {
  if ('example' in media) return media.example;
  const { examples } = media as { examples?: Record<string, unknown> };
  const first = examples ? Object.values(examples)[0] : undefined;
  return first === undefined ? undefined : resolveRef<{ value?: unknown }>(document, first).value;
}
