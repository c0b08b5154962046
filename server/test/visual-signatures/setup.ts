import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, createUser, login } from '../fixtures';

export const input = {
  alias: 'Work',
  name: 'Dana Demo',
  company: 'Acme AG',
  location: 'Zürich',
  language: 'de',
  displayClaim: true,
  displayStandards: true,
  displayQr: false,
  displayDate: true,
} as const;

/** A signed-in account with its bearer headers. */
export async function account(
  app: FastifyInstance,
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(app, { firstName: 'Dana', lastName: 'Demo', ...overrides });
  return { user, email: user.email, headers: bearer(await login(app, user)) };
}

export async function create(
  app: FastifyInstance,
  headers: Record<string, string>,
  body: object = input,
) {
  return app.inject({ method: 'POST', url: '/v1/user/visual-signatures', headers, payload: body });
}

export async function list(app: FastifyInstance, headers: Record<string, string>) {
  const response = await app.inject({ url: '/v1/user/visual-signatures', headers });
  return response.json<{ defaultSignatureId: string | null; signatures: { id: string }[] }>();
}

/** A dark stroke on white paper, as a scanned or drawn signature looks. */
export function strokeSvg(width = 240, height = 90): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/><path d="M10 70 C 60 0, 120 110, ${width - 10} 20" stroke="#123" stroke-width="6" fill="none"/></svg>`;
}

export async function strokeImage(format: 'png' | 'jpeg', width = 240, height = 90) {
  const image = sharp(Buffer.from(strokeSvg(width, height)));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}
