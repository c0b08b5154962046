import type { components } from '../../../src/api/schema.gen';

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
>;

/** A rule of the domain was broken; the message is safe to show to the user. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** For RATE_LIMITED: when the caller may try again. */
    readonly retryAfterSeconds?: number,
    /** For VALIDATION_FAILED: the offending field, as a path into the body. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
