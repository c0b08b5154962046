import type { components } from '../../../openapi/schema.gen';

/** The contract's codes a domain rule can fail with; the edge maps each to an HTTP status. */
export type DomainErrorCode = Extract<
  components['schemas']['ProblemCode'],
  | 'INVALID_CREDENTIALS'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'INVALID_STATE'
  | 'EMAIL_TAKEN'
  | 'WEAK_PASSWORD'
  | 'WRONG_PASSWORD'
  | 'TOKEN_INVALID'
  | 'TOKEN_EXPIRED'
  | 'VERIFICATION_FAILED'
  | 'TAN_EXPIRED'
  | 'TAN_INVALID'
  | 'TAN_LOCKED'
  | 'RATE_LIMITED'
  | 'ALREADY_CLAIMED'
  | 'EMAIL_MISMATCH'
  | 'REQUEST_LOCKED'
  | 'DOCUMENT_NOT_PDF'
  | 'DOCUMENT_ENCRYPTED'
  | 'DOCUMENT_DAMAGED'
  | 'DOCUMENT_TOO_MANY_PAGES'
  | 'DOCUMENT_TOO_LARGE'
  | 'REQUEST_TOO_LARGE'
  | 'TOO_MANY_DOCUMENTS'
  | 'VALIDATION_FAILED'
  | 'QUALITY_NOT_MET'
  | 'IDENTIFICATION_REQUIRED'
  | 'SIGNATURES_EXHAUSTED'
  | 'IMAGE_NOT_SUPPORTED'
  | 'IMAGE_TOO_LARGE'
  | 'IMAGE_DIMENSIONS'
  | 'VISUAL_SIGNATURE_OPTION_LOCKED'
  | 'MOBILE_NOT_VERIFIED'
  | 'EMAIL_UNCHANGED'
  | 'IDENTIFICATION_METHOD_NOT_OFFERED'
  | 'ALREADY_IDENTIFIED'
  | 'IDENTITY_FIXED'
  | 'LAST_ADMIN'
  | 'SEAT_LIMIT_REACHED'
  | 'GROUP_LIMIT_REACHED'
  | 'DOMAIN_TAKEN'
  | 'ALREADY_IN_A_BUSINESS'
  | 'ALREADY_MEMBER'
  | 'INVITATION_EXPIRED'
  | 'DOMAIN_NOT_VERIFIED'
  | 'PART11_NOT_ENABLED'
  | 'USERNAME_TAKEN'
  | 'API_USER_SEAL_ONLY'
  | 'BUSINESS_LOCKED'
  | 'NOT_A_BUSINESS_MEMBER'
  | 'NOT_A_SEAL_MEMBER'
  | 'PROMO_CODE_INVALID'
  | 'PAYMENT_FAILED'
  | 'PREVIEW_STALE'
  | 'PLAN_NOT_AVAILABLE'
  | 'SEATS_BELOW_MINIMUM'
  | 'VAT_ID_INVALID'
  | 'PAYMENT_METHOD_REQUIRED'
  | 'NO_SUBSCRIPTION'
>;

export interface DomainErrorOptions {
  /** For VALIDATION_FAILED: the offending field, as a path into the body. */
  field?: string;
  /** For RATE_LIMITED: when the caller may try again. */
  retryAfterSeconds?: number;
}

/** A rule of the domain was broken; the message is safe to show to the user. */
export class DomainError extends Error {
  readonly field?: string;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    options: DomainErrorOptions = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.field = options.field;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
