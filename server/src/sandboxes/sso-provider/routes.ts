import type { FastifyInstance } from 'fastify';
import { authorizePage, invalidRequestPage } from './pages';
import type { SsoSandbox } from './provider';

export const SANDBOX_SSO_PATH = '/sandbox/sso';

/** The sandbox provider's own site: discovery, keys, the sign-in page and the token endpoint. */
export default async function ssoSandboxRoutes(
  app: FastifyInstance,
  { sandbox }: { sandbox: SsoSandbox },
) {
  // Forms and the token request are urlencoded; parsed here, inside this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  type Form = { Body: Record<string, string | undefined> };
  type Query = { Querystring: Record<string, string | undefined> };

  app.get(`${SANDBOX_SSO_PATH}/.well-known/openid-configuration`, async () => sandbox.discovery());
  app.get(`${SANDBOX_SSO_PATH}/jwks`, async () => sandbox.jwks());

  app.get<Query>(`${SANDBOX_SSO_PATH}/authorize`, async (request, reply) => {
    const result = sandbox.authorize(request.query);
    if (result.kind === 'invalid') {
      return reply.code(400).headers(html).send(invalidRequestPage(result.reason));
    }
    return reply.headers(html).send(authorizePage(result));
  });

  app.post<Form>(`${SANDBOX_SSO_PATH}/authorize`, async (request, reply) => {
    const back = sandbox.decide(request.body ?? {});
    if (!back) {
      return reply
        .code(400)
        .headers(html)
        .send(invalidRequestPage('The request has expired or was already answered.'));
    }
    return reply.code(303).header('location', back).send();
  });

  app.post<Form>(`${SANDBOX_SSO_PATH}/token`, async (request, reply) => {
    const { status, body } = await sandbox.token(request.body ?? {}, request.headers.authorization);
    return reply.code(status).header('cache-control', 'no-store').send(body);
  });
}
