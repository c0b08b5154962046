import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { exampleOf as exampleIn, resolveRef } from '../../openapi/refs';
import { signatures } from '../src/db/schema';
import { specPath } from '../src/openapi/spec';
import { bearer, createRequest, createUser, guestLink, guestPair, login } from './fixtures';

/**
 * The bundled contract read as plain data, for tests that iterate every operation: a valid
 * call of each (path parameters and required query parameters from the spec's examples, the
 * request body from its example) and, for JSON bodies, the body schema.
 */

type Json = Record<string, unknown>;
export type SecurityKind = 'bearerAuth' | 'guestBasic' | 'guestToken' | 'public';

export interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  /** The first security alternative, or public. */
  security: SecurityKind;
  url: string;
  /** Required header parameters with their examples. */
  headers: Record<string, string>;
  /** The first declared body media type and its example, when the operation takes a body. */
  body?: { mediaType: string; example: unknown; schema: Json };
}

export const spec = JSON.parse(readFileSync(specPath, 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Follows local `#/components/...` references until a non-reference object. */
export const resolve = <T = Json>(value: unknown): T => resolveRef<T>(spec, value);

/** The first example of a media type object: `example`, or the first of `examples`. */
export const exampleOf = (media: Json): unknown => exampleIn(spec, media);

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Json;
}

export function listSpecOperations(): SpecOperation[] {
  return Object.entries(spec.paths).flatMap(([path, item]) => {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    return METHODS.filter((method) => item[method]).map((method) => {
      const operation = item[method] as Json;
      const parameters = [...shared, ...((operation.parameters as unknown[]) ?? [])].map((p) =>
        resolve<Parameter>(p),
      );
      let url = path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const parameter of parameters) {
        const value = parameter.example ?? parameter.schema?.default;
        if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, String(value));
        if (parameter.in === 'query' && parameter.required)
          query.set(parameter.name, String(value));
        if (parameter.in === 'header' && parameter.required)
          headers[parameter.name] = String(value);
      }
      const security = (operation.security as Record<string, unknown>[] | undefined) ?? [];
      const first = security[0] ? Object.keys(security[0])[0] : undefined;
      const requestBody = operation.requestBody ? resolve(operation.requestBody) : undefined;
      const content = requestBody?.content as Record<string, Json> | undefined;
      const [mediaType, media] = content ? (Object.entries(content)[0] ?? []) : [];
      return {
        operationId: operation.operationId as string,
        method: method.toUpperCase(),
        path,
        security: (first ?? 'public') as SecurityKind,
        url: query.size ? `${url}?${query}` : url,
        headers,
        ...(mediaType && media
          ? {
              body: {
                mediaType,
                example: exampleOf(media),
                schema: resolve(media.schema),
              },
            }
          : {}),
      };
    });
  });
}

export interface Credentials {
  token: string;
  guest: { signatureId: string; requestId: string; secret: string };
}

/** A signed-in user who owns a request with one guest signer: valid credentials of every kind. */
export async function createCredentials(app: FastifyInstance): Promise<Credentials> {
  const user = await createUser(app);
  const token = await login(app, user);
  const requestId = await createRequest(app, {
    ownerId: user.id,
    title: 'Guest signs',
    status: 'OPEN',
    signers: [{ email: 'guest@example.test', status: 'OPEN' }],
  });
  const [signer] = await app.db
    .select({ id: signatures.id })
    .from(signatures)
    .where(eq(signatures.requestId, requestId));
  if (!signer) throw new Error('fixture request has no signer');
  const { secret } = await guestLink(app, signer.id, requestId);
  return { token, guest: { signatureId: signer.id, requestId, secret } };
}

export function authHeaders(kind: SecurityKind, credentials: Credentials): Record<string, string> {
  if (kind === 'bearerAuth') return bearer(credentials.token);
  if (kind === 'guestBasic' || kind === 'guestToken') {
    const { secret, requestId } = credentials.guest;
    return guestPair(secret, requestId).basic;
  }
  return {};
}

/** A call of the operation that passes authentication and validation. */
export function validCall(operation: SpecOperation, credentials: Credentials): InjectOptions {
  const headers = { ...operation.headers, ...authHeaders(operation.security, credentials) };
  const options: InjectOptions = {
    method: operation.method as InjectOptions['method'],
    url: operation.url,
    headers,
  };
  if (!operation.body) return options;
  const { mediaType, example } = operation.body;
  return {
    ...options,
    headers: { ...headers, 'content-type': mediaType },
    payload: mediaType.endsWith('json') ? JSON.stringify(example) : Buffer.from(String(example)),
  };
}
