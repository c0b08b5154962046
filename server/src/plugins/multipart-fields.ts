import type { FastifyRequest } from 'fastify';
import { HttpProblem } from './problem';

/**
 * What @fastify/multipart's `attachFieldsToBody: true` does (the form's fields become the body,
 * files read into memory), except that a form the parser cannot read is the caller's fault:
 * busboy throws plain Errors for a missing or broken boundary and for a body cut off inside a
 * part, which would otherwise surface as 500. The plugin's own errors (limits) keep their status.
 */
export async function attachMultipartFields(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  try {
    for await (const part of request.parts()) {
      request.body = part.fields;
      if (part.type === 'file') await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof HttpProblem || hasStatus(error)) throw error;
    throw new HttpProblem(
      400,
      'VALIDATION_FAILED',
      `body: is not readable as multipart/form-data (${(error as Error).message})`,
    );
  }
}

const hasStatus = (error: unknown) =>
  typeof (error as { statusCode?: unknown } | null)?.statusCode === 'number';
