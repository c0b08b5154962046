import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { components } from '../../../openapi/schema.gen';
import { DomainError, type DomainErrorCode } from '../domain/errors';

type Problem = components['schemas']['Problem'];
export type ProblemCode = components['schemas']['ProblemCode'];

/** What a route answers to a body over its limit. */
export interface TooLarge {
  code: ProblemCode;
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** For uploads that say more than PAYLOAD_TOO_LARGE (e.g. DOCUMENT_TOO_LARGE). */
    tooLarge?: TooLarge;
  }
}

/** An error that is already an answer: the edge sends it as problem+json unchanged. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ProblemCode,
    message: string,
    readonly field?: string,
    /** Sent as Retry-After (seconds) with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpProblem';
  }
}

export function notFound(request: FastifyRequest): HttpProblem {
  return new HttpProblem(404, 'NOT_FOUND', `Route ${request.method}:${pathOf(request)} not found`);
}

const DOMAIN_STATUS: Record<DomainErrorCode, number> = {
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_STATE: 409,
  EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 422,
  WRONG_PASSWORD: 422,
  TOKEN_INVALID: 422,
  TOKEN_EXPIRED: 422,
  VERIFICATION_FAILED: 422,
  TAN_EXPIRED: 422,
  TAN_INVALID: 422,
  TAN_LOCKED: 422,
  RATE_LIMITED: 429,
  ALREADY_CLAIMED: 409,
  EMAIL_MISMATCH: 403,
  REQUEST_LOCKED: 409,
  DOCUMENT_NOT_PDF: 415,
  DOCUMENT_ENCRYPTED: 422,
  DOCUMENT_DAMAGED: 422,
  DOCUMENT_TOO_MANY_PAGES: 422,
  DOCUMENT_TOO_LARGE: 413,
  REQUEST_TOO_LARGE: 422,
  TOO_MANY_DOCUMENTS: 422,
  // Well-formed input that breaks a rule the schema cannot express (e.g. a duplicate signer).
  VALIDATION_FAILED: 422,
  QUALITY_NOT_MET: 422,
  IDENTIFICATION_REQUIRED: 422,
  SIGNATURES_EXHAUSTED: 422,
  IMAGE_NOT_SUPPORTED: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_DIMENSIONS: 422,
  // A business fixed the option for its members: the caller may not have it otherwise.
  VISUAL_SIGNATURE_OPTION_LOCKED: 403,
  MOBILE_NOT_VERIFIED: 422,
  EMAIL_UNCHANGED: 422,
  // Not paid for this person (coverage) or not for their kind of account (mobile-id, guests).
  IDENTIFICATION_METHOD_NOT_OFFERED: 403,
  ALREADY_IDENTIFIED: 409,
  // The name was verified by an identification and is part of the signing certificate.
  IDENTITY_FIXED: 409,
  // Businesses: never without an admin, seats from the plan, one business per person and domain.
  LAST_ADMIN: 422,
  SEAT_LIMIT_REACHED: 422,
  GROUP_LIMIT_REACHED: 422,
  DOMAIN_TAKEN: 409,
  ALREADY_IN_A_BUSINESS: 409,
  ALREADY_MEMBER: 409,
  INVITATION_EXPIRED: 422,
  DOMAIN_NOT_VERIFIED: 422,
  // Part 11 requests are for senders whose business has switched them on.
  PART11_NOT_ENABLED: 403,
  // API users: usernames are global; an API user is no person and signs only with a seal.
  USERNAME_TAKEN: 409,
  API_USER_SEAL_ONLY: 403,
  // A business without a valid payment method signs nothing in its name (its seals).
  BUSINESS_LOCKED: 403,
  // Only people of the business may be allowed to apply its seal.
  NOT_A_BUSINESS_MEMBER: 422,
  // The seal is the business's; the caller is not among those allowed to apply it.
  NOT_A_SEAL_MEMBER: 403,
  // The code does not exist, has expired, is used up or does not apply to the plan.
  PROMO_CODE_INVALID: 422,
  // The card was refused (declined, expired, needs authentication off-session).
  PAYMENT_FAILED: 422,
  // Prices moved since the preview the person accepted: preview again.
  PREVIEW_STALE: 409,
  // Not a plan on offer (an enterprise or retired plan), or not in that currency and cycle.
  PLAN_NOT_AVAILABLE: 422,
  SEATS_BELOW_MINIMUM: 422,
  VAT_ID_INVALID: 422,
  // Paying needs a card saved through a setup intent first.
  PAYMENT_METHOD_REQUIRED: 422,
  // Seats and cancelling need a paid subscription (not a trial or an invoiced plan).
  NO_SUBSCRIPTION: 409,
};

const CODE_BY_STATUS: Record<number, ProblemCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  429: 'RATE_LIMITED',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

// Fastify's messages for these echo the whole URL back, which can be ~100 KB.
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: 'A path parameter is longer than 100 characters',
  FST_ERR_BAD_URL: 'The URL is not valid (malformed percent-encoding)',
};

const PAYLOAD_TOO_LARGE = {
  code: 'PAYLOAD_TOO_LARGE',
  message: 'The upload is too large',
} as const satisfies TooLarge;

// 5xx answers never carry the error's own message, which may reveal internals.
const SERVER_MESSAGES: Partial<Record<ProblemCode, string>> = {
  NOT_IMPLEMENTED: 'Not implemented',
  SERVICE_UNAVAILABLE: 'Service unavailable',
};

/** Every error, whatever its origin, leaves the server as an RFC 9457 problem document. */
export default fp(
  async function problemPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const problem = toProblem(error, request);
      if (problem.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: problem.code, message: problem.message }, 'request rejected');
      return sendProblem(request, reply, problem);
    });
    app.setNotFoundHandler((request, reply) => sendProblem(request, reply, notFound(request)));
  },
  { name: 'problem' },
);

export function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: HttpProblem) {
  const body: Problem = {
    type: 'about:blank',
    status: problem.statusCode,
    code: problem.code,
    message: problem.message,
    ...(problem.field === undefined ? {} : { field: problem.field }),
    method: request.method,
    path: pathOf(request),
  };
  if (problem.code === 'UNAUTHORIZED') reply.header('www-authenticate', 'Bearer');
  if (problem.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(problem.retryAfterSeconds));
  }
  return reply.code(problem.statusCode).type('application/problem+json').send(body);
}

export function toProblem(error: FastifyError, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (error instanceof DomainError) {
    const status = DOMAIN_STATUS[error.code];
    return new HttpProblem(status, error.code, error.message, error.field, error.retryAfterSeconds);
  }
  if (error.validation) return validationProblem(error);
  const framework = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (framework && error.statusCode) {
    return new HttpProblem(error.statusCode, 'VALIDATION_FAILED', framework);
  }
  // Fastify's and @fastify/multipart's own "too large" answers, as the route words them.
  if (error.statusCode === 413) {
    const { code, message } = request.routeOptions.config.tooLarge ?? PAYLOAD_TOO_LARGE;
    return new HttpProblem(413, code, message);
  }
  const security = securityFailure(error);
  if (security) return security;

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) are safe to show.
    return new HttpProblem(status, CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED', error.message);
  }
  const code = CODE_BY_STATUS[status] ?? 'INTERNAL';
  const message = SERVER_MESSAGES[code] ?? 'Internal server error';
  return new HttpProblem(code === 'INTERNAL' ? 500 : status, code, message);
}

/** Names the failing field from Ajv's first error, e.g. `password` or `size`. */
function validationProblem(error: FastifyError): HttpProblem {
  const [first] = error.validation ?? [];
  const segments = (first?.instancePath ?? '')
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const named = first?.params.missingProperty ?? first?.params.additionalProperty;
  if (typeof named === 'string') segments.push(named);
  const field = segments.length ? segments.join('.') : undefined;
  const where = [error.validationContext ?? 'request', ...segments].join('/');
  return new HttpProblem(
    400,
    'VALIDATION_FAILED',
    `${where}: ${first?.message ?? 'is invalid'}`,
    field,
  );
}

/**
 * fastify-openapi-glue wraps the security handlers' errors in its own SecurityError (exported
 * as a type only), carrying them in `errors`, one per scheme tried. A scheme that knew the
 * caller and still refused (an API user over its rate limit) answers; otherwise the first.
 */
function securityFailure(error: FastifyError): HttpProblem | undefined {
  const errors: unknown = (error as { errors?: unknown }).errors;
  if (error.name !== 'Unauthorized' || !Array.isArray(errors)) return undefined;
  const problems = errors.filter((cause): cause is HttpProblem => cause instanceof HttpProblem);
  return (
    problems.find((problem) => problem.statusCode !== 401) ??
    problems[0] ??
    new HttpProblem(401, 'UNAUTHORIZED', 'Authentication required')
  );
}

/** The path without its query string, which may carry secrets and is not needed to debug. */
function pathOf(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? request.url;
}
