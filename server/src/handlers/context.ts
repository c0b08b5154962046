import type { FastifyRequest } from 'fastify';
import type { Context } from '../domain/context';

/** What a domain call needs from the request: the database, mail, the clock and the caller. */
export function contextOf(request: FastifyRequest): Context {
  const { server } = request;
  return {
    db: server.db,
    mail: server.mail,
    now: server.now(),
    ip: request.ip,
    mailsPerIpPerHour: server.mailsPerIpPerHour,
  };
}
