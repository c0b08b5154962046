import { existsSync } from 'node:fs';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseTarget } from './db/database';
import { serviceHandlers } from './handlers';
import { createValidatorCompiler } from './openapi/validator';
import apiDocs from './plugins/api-docs';
import auth from './plugins/auth';
import db from './plugins/db';
import demo from './plugins/demo';
import documents, { type DocumentsOptions } from './plugins/documents';
import mail, { type MailOptions } from './plugins/mail';
import queue, { type QueueOptions } from './plugins/queue';
import { clientErrorHandler, frameworkErrors } from './plugins/framework-errors';
import openapiRoutes from './plugins/openapi';
import problem from './plugins/problem';
import spa from './plugins/spa';
import status, { type StatusOptions } from './plugins/status';
import health from './plugins/health';
import jobs from './plugins/jobs';
import metrics, { type MetricsOptions } from './plugins/metrics';
import identification, { type IdentificationOptions } from './plugins/identification';
import signing, { type SigningOptions } from './plugins/signing';
import sso, { type SsoOptions } from './plugins/sso';
import { LIMITS } from './domain/limits';
import type { RateLimit } from './domain/rate-limit';
import businesses, { type BusinessesOptions } from './plugins/businesses';
import payments, { type PaymentsOptions } from './plugins/payments';
import webhookRawBody from './plugins/webhook-raw-body';
import trialClockRoutes from './sandboxes/trial-clock/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's clock; injected in tests to move time forward. */
    now: () => Date;
    /** Confirmation and reset mails one address (IP) may ask for per hour. */
    mailsPerIpPerHour: number;
  }
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export interface AppOptions {
  /** Where data lives; an in-memory PGlite when omitted (tests). */
  database?: DatabaseTarget;
  now?: () => Date;
  /**
   * Confirmation and reset mails one IP may ask for per hour (LIMITS.mailPerIp by default);
   * raise it when many people share one address (a company behind one NAT, a test suite).
   */
  mailsPerIpPerHour?: number;
  /** Calls one API user may make (600 a minute by default). */
  apiUserRateLimit?: RateLimit;
  /** False (the default) for silence, true or pino options to log; secrets are always redacted. */
  logger?: boolean | LoggerOptions;
  /** Seed the demo accounts into an empty database. */
  demo?: boolean;
  /** Run the scheduled jobs (trial end, deletions, retention); off by default, tests run them directly. */
  jobs?: boolean;
  /** The built SPA, served when the folder exists. */
  staticDir?: string;
  /** The job queue's worker on this node (mail delivery and other work after an answer). */
  queue?: QueueOptions;
  /** E-mail delivery; an outbox in a temporary folder when omitted. */
  mail?: MailOptions;
  /** Single sign-on per e-mail domain: domain → `sandbox` or a real OpenID issuer. */
  identityProviders?: Record<string, string>;
  /** The clients at real issuers and the key sealing secrets (plugins/sso.ts). */
  sso?: Omit<SsoOptions, 'identityProviders'>;
  /** Document storage and page rendering; everything in memory when omitted. */
  documents?: DocumentsOptions;
  /** The certificate authority and time-stamping; in memory when omitted. */
  signing?: SigningOptions;
  /** Maintenance notices, component health and the build; the local sandbox when omitted. */
  status?: StatusOptions;
  /** The identity providers; the local sandbox, with a random webhook secret, when omitted. */
  identification?: IdentificationOptions;
  /** How business domains are proven; the sandbox, which accepts every domain, when omitted. */
  businesses?: BusinessesOptions;
  /** The card processor; the local sandbox, with a random webhook secret, when omitted. */
  payments?: PaymentsOptions;
  /** GET /metrics; open when no token is given. */
  metrics?: MetricsOptions;
}

// Passwords and tokens must never reach a log line, whoever logs the request or its body.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  '*.password',
  '*.token',
  'clientSecret',
  '*.clientSecret',
];

/** The whole server as one plugin: error handling, database, auth, demo data, routes, SPA. */
export const paraph = fp(
  async function paraphPlugin(app: FastifyInstance, options: AppOptions) {
    const now = options.now ?? (() => new Date());
    app.decorate('now', now);
    app.decorate('mailsPerIpPerHour', options.mailsPerIpPerHour ?? LIMITS.mailPerIp.limit);
    app.setValidatorCompiler(createValidatorCompiler());

    await app.register(problem);
    await app.register(metrics, options.metrics ?? {});
    await app.register(db, { target: options.database ?? 'memory' });
    await app.register(queue, options.queue ?? {});
    await app.register(mail, options.mail ?? {});
    await app.register(documents, options.documents ?? {});
    await app.register(sso, {
      identityProviders: options.identityProviders ?? {},
      ...options.sso,
    });
    await app.register(auth, { now, apiUserRateLimit: options.apiUserRateLimit });
    await app.register(signing, options.signing ?? {});
    await app.register(webhookRawBody);
    await app.register(identification, options.identification ?? {});
    await app.register(payments, options.payments ?? {});
    await app.register(status, options.status ?? {});
    await app.register(businesses, options.businesses ?? {});
    // The trial clock changes a real business, so it exists only beside the sandbox card
    // processor: a deployment with a real one (PAYMENT_PROVIDER=stripe) has no such control.
    if ((options.payments?.provider ?? 'sandbox') === 'sandbox') {
      await app.register(trialClockRoutes);
    }
    await app.register(demo, { enabled: options.demo ?? false, now });
    await app.register(jobs, { enabled: options.jobs ?? false, now });
    await app.register(health);
    await app.register(openapiRoutes, { handlers: serviceHandlers });
    await app.register(apiDocs);
    if (options.staticDir && existsSync(options.staticDir)) {
      await app.register(spa, { root: options.staticDir });
    }
  },
  { name: 'paraph' },
);

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  // Opening and migrating the database can take well over Fastify's 10 s on a busy machine.
  const app = Fastify({
    logger: loggerOptions(options.logger),
    pluginTimeout: 120_000,
    frameworkErrors,
    clientErrorHandler,
  });
  await app.register(paraph, options);
  return app;
}

function loggerOptions(logger: AppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    ...(logger === true ? {} : logger),
    redact: REDACT,
    serializers: { req: serializeRequest },
  };
}

// Query parameters that carry credentials: the `usertoken` hand-over, guest download links,
// the identity provider's one-time code and state on the SSO return, and the sandbox card
// page's setup intent client secret.
const SECRET_QUERY = /([?&](?:usertoken|token|code|state|client_secret)=)[^&#]*/gi;
// Mailed link secrets in paths: /view/{id}/gl_…, /sendto/st_… (signer-links.ts).
const SECRET_PATH = /\b((?:gl|st)_)[A-Za-z0-9_-]{43}/g;

/**
 * Pino's request fields, with credentials in the query string replaced. Anything else logged
 * under `req` keeps its shape (the redact paths still apply to it).
 */
function serializeRequest(request: FastifyRequest | Record<string, unknown>): {
  [key: string]: unknown;
  url?: string;
} {
  const redactUrl = (url: unknown) =>
    typeof url === 'string'
      ? url.replace(SECRET_QUERY, '$1[Redacted]').replace(SECRET_PATH, '$1[Redacted]')
      : undefined;
  if (!('socket' in request) || typeof request.url !== 'string') {
    return { ...request, url: redactUrl(request.url) };
  }
  const fastifyRequest = request as FastifyRequest;
  return {
    method: fastifyRequest.method,
    url: redactUrl(fastifyRequest.url),
    host: fastifyRequest.host,
    remoteAddress: fastifyRequest.ip,
    remotePort: fastifyRequest.socket?.remotePort,
  };
}
