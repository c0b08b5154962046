import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from '../domain/requests/access';
import type { RequestContext } from '../domain/requests/context';
import { HttpProblem } from '../plugins/problem';

/** The caller of a request operation: the signed-in account, or the guest of a signing link. */
function callerOf(request: FastifyRequest): Caller {
  if (request.user) return { kind: 'user', user: request.user };
  if (request.guest) return { kind: 'guest', ...request.guest };
  throw new HttpProblem(401, 'UNAUTHORIZED', 'Authentication required');
}

export function requestContextOf(request: FastifyRequest): RequestContext {
  const { server } = request;
  return {
    db: server.db,
    blobs: server.blobs,
    mail: server.mail,
    now: server.now(),
    caller: callerOf(request),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  };
}

/** `attachment; filename="…"; filename*=UTF-8''…` — ASCII fallback plus the exact name. */
export function contentDisposition(
  name: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function sendFile(
  reply: FastifyReply,
  file: { name: string; bytes: Uint8Array | string },
  type: string,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  return reply
    .type(type)
    .header('content-disposition', contentDisposition(file.name, disposition))
    .header('cache-control', 'private, no-store')
    .send(typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes));
}
