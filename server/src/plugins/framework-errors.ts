import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { components } from '../../../openapi/schema.gen';
import { sendProblem, toProblem } from './problem';

/**
 * Errors Fastify raises outside the error handler's reach, which it would otherwise answer
 * with its own plain JSON: before routing (find-my-way's 414 for an overlong path parameter,
 * a URL that does not decode) and, on the socket, requests HTTP cannot parse at all. Both are
 * server options, so `buildApp` passes them to Fastify.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const problem = toProblem(error, request);
  request.log.info({ code: problem.code, message: problem.message }, 'request rejected');
  return sendProblem(request, reply, problem);
};

type Problem = components['schemas']['Problem'];

const CLIENT_ERRORS: Record<string, [status: number, message: string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request was not complete in time'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
};

/** Like Fastify's default (answer when the socket can still be written), as problem+json. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is malformed'];
  // The request could not be parsed, so its method and path are unknown.
  const problem: Problem = {
    type: 'about:blank',
    status,
    code: 'VALIDATION_FAILED',
    message,
    method: '',
    path: '',
  };
  const body = JSON.stringify(problem);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        `Content-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
