import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { components } from './schema.gen';

export type Problem = components['schemas']['Problem'];
export type ProblemCode = components['schemas']['ProblemCode'];

export function isProblem(value: unknown): value is Problem {
  const candidate = value as Partial<Problem> | null;
  return typeof candidate?.code === 'string' && typeof candidate.status === 'number';
}

/** Translated text for every stable error code the server can send. */
export const problemMessages = defineMessages({
  VALIDATION_FAILED: {
    id: 'problem.validation_failed',
    defaultMessage: 'Some of the information is not valid. Please check it and try again.',
  },
  UNAUTHORIZED: {
    id: 'problem.unauthorized',
    defaultMessage: 'Your session has ended. Please sign in again.',
  },
  INVALID_CREDENTIALS: {
    id: 'problem.invalid_credentials',
    defaultMessage: 'Wrong e-mail or password.',
  },
  FORBIDDEN: { id: 'problem.forbidden', defaultMessage: 'You are not allowed to do this.' },
  NOT_FOUND: {
    id: 'problem.not_found',
    defaultMessage: 'This item does not exist or is no longer available.',
  },
  RATE_LIMITED: {
    id: 'problem.rate_limited',
    defaultMessage: 'Too many attempts. Please wait a moment and try again.',
  },
  INTERNAL: {
    id: 'problem.internal',
    defaultMessage: 'Something went wrong on our side. Please try again later.',
  },
  NOT_IMPLEMENTED: { id: 'problem.not_implemented', defaultMessage: 'This is not available yet.' },
  SERVICE_UNAVAILABLE: {
    id: 'problem.service_unavailable',
    defaultMessage: 'The service is busy. Please try again in a moment.',
  },
} satisfies Record<ProblemCode, MessageDescriptor>);

/** The message for an error from the API, or a generic one for anything else (e.g. offline). */
export function problemMessage(error: unknown): MessageDescriptor {
  return isProblem(error) ? problemMessages[error.code] : problemMessages.INTERNAL;
}
