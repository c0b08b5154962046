import type { components } from '../../../src/api/schema.gen';

/** The contract's codes a domain rule can fail with; the edge maps each to an HTTP status. */
export type DomainErrorCode = Extract<
  components['schemas']['ProblemCode'],
  'INVALID_CREDENTIALS' | 'FORBIDDEN' | 'NOT_FOUND'
>;

/** A rule of the domain was broken; the message is safe to show to the user. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
