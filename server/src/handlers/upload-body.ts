import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../plugins/problem';

interface MultipartFile {
  type: 'file';
  filename: string;
  toBuffer(): Promise<Buffer>;
}

const isMultipartFile = (value: unknown): value is MultipartFile =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'file';

// A body the contract refuses is a 400, like any other validation failure of the request.
const missingName = () =>
  new HttpProblem(400, 'VALIDATION_FAILED', 'filename: is required', 'filename');

/**
 * The PDF of an upload in any of its three forms: the raw body (name from `filename`), a
 * multipart form with the file as `file`, or JSON with base64 `content`.
 */
export async function uploadedPdf(
  request: FastifyRequest,
  filename: string | undefined,
): Promise<{ name: string; bytes: Buffer }> {
  const body = request.body;
  if (Buffer.isBuffer(body)) {
    if (!filename) throw missingName();
    return { name: filename, bytes: body };
  }
  const fields = (body ?? {}) as Record<string, unknown>;
  if (isMultipartFile(fields.file)) {
    const name = filename ?? fields.file.filename;
    if (!name) throw missingName();
    return { name, bytes: await fields.file.toBuffer() };
  }
  if (typeof fields.content === 'string' && typeof fields.name === 'string') {
    return { name: filename ?? fields.name, bytes: Buffer.from(fields.content, 'base64') };
  }
  throw new HttpProblem(400, 'VALIDATION_FAILED', 'file: is required', 'file');
}

/**
 * The bytes of an uploaded image: the raw body (image/png, image/jpeg, image/svg+xml) or a
 * multipart form with the file as `file`. What the bytes are is decided by reading them.
 */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  const body = request.body;
  if (Buffer.isBuffer(body)) return body;
  const fields = (body ?? {}) as Record<string, unknown>;
  if (isMultipartFile(fields.file)) return fields.file.toBuffer();
  throw new HttpProblem(400, 'VALIDATION_FAILED', 'file: is required', 'file');
}
