import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { components } from '../../openapi/schema.gen';

/**
 * A problem as the app sees it: the server's body, plus the wait its Retry-After header named
 * (the client's middleware copies it in, see `retryAfterMiddleware`).
 */
export type Problem = components['schemas']['Problem'] & { retryAfterSeconds?: number };
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
  CONFLICT: {
    id: 'problem.conflict',
    defaultMessage: 'This already exists or was changed by someone else.',
  },
  INVALID_STATE: {
    id: 'problem.invalid_state',
    defaultMessage: 'This is not possible in the current state.',
  },
  PAYLOAD_TOO_LARGE: {
    id: 'problem.payload_too_large',
    defaultMessage: 'The file is too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    id: 'problem.unsupported_media_type',
    defaultMessage: 'This file type is not supported.',
  },
  EMAIL_TAKEN: {
    id: 'problem.email_taken',
    defaultMessage: 'An account with this e-mail already exists.',
  },
  EMAIL_NOT_VERIFIED: {
    id: 'problem.email_not_verified',
    defaultMessage: 'Please confirm your e-mail address first.',
  },
  WEAK_PASSWORD: {
    id: 'problem.weak_password',
    defaultMessage: 'This password is too weak. Please choose another one.',
  },
  WRONG_PASSWORD: {
    id: 'problem.wrong_password',
    defaultMessage: 'The current password is not correct.',
  },
  TOKEN_INVALID: {
    id: 'problem.token_invalid',
    defaultMessage: 'This link is not valid.',
  },
  TOKEN_EXPIRED: {
    id: 'problem.token_expired',
    defaultMessage: 'This link has expired.',
  },
  GTC_REQUIRED: {
    id: 'problem.gtc_required',
    defaultMessage: 'Please accept the general terms and conditions.',
  },
  SSO_REQUIRED: {
    id: 'problem.sso_required',
    defaultMessage: 'Please sign in with your company account.',
  },
  VERIFICATION_FAILED: {
    id: 'problem.verification_failed',
    defaultMessage: 'The code is not correct.',
  },
  TAN_EXPIRED: {
    id: 'problem.tan_expired',
    defaultMessage: 'The one-time password has expired. Please request a new one.',
  },
  TAN_INVALID: {
    id: 'problem.tan_invalid',
    defaultMessage: 'The one-time password is not correct.',
  },
  TAN_LOCKED: {
    id: 'problem.tan_locked',
    defaultMessage: 'Too many wrong one-time passwords. Signing is locked for now.',
  },
  QUALITY_NOT_MET: {
    id: 'problem.quality_not_met',
    defaultMessage: 'Your signature does not reach the quality this request needs.',
  },
  IDENTIFICATION_REQUIRED: {
    id: 'problem.identification_required',
    defaultMessage: 'Please verify your identity before signing.',
  },
  SIGNATURES_EXHAUSTED: {
    id: 'problem.signatures_exhausted',
    defaultMessage: 'You have no free signatures left.',
  },
  REQUEST_LOCKED: {
    id: 'problem.request_locked',
    defaultMessage: 'The request is being signed. Please try again in a moment.',
  },
  ALREADY_CLAIMED: {
    id: 'problem.already_claimed',
    defaultMessage: 'This request has already been claimed.',
  },
  EMAIL_MISMATCH: {
    id: 'problem.email_mismatch',
    defaultMessage:
      'This invitation was sent to another e-mail address. Sign in with that address to add it to your account.',
  },
  DOCUMENT_ENCRYPTED: {
    id: 'problem.document_encrypted',
    defaultMessage: 'Encrypted PDF documents cannot be signed.',
  },
  DOCUMENT_NOT_PDF: {
    id: 'problem.document_not_pdf',
    defaultMessage: 'Only PDF documents can be signed.',
  },
  DOCUMENT_TOO_LARGE: {
    id: 'problem.document_too_large',
    defaultMessage: 'A document may have at most 40 MB.',
  },
  DOCUMENT_DAMAGED: {
    id: 'problem.document_damaged',
    defaultMessage: 'The PDF is damaged or incomplete and cannot be read.',
  },
  DOCUMENT_TOO_MANY_PAGES: {
    id: 'problem.document_too_many_pages',
    defaultMessage: 'A document may have at most 10,000 pages.',
  },
  IMAGE_NOT_SUPPORTED: {
    id: 'problem.image_not_supported',
    defaultMessage: 'The signature image must be a PNG, JPEG or SVG file.',
  },
  IMAGE_TOO_LARGE: {
    id: 'problem.image_too_large',
    defaultMessage: 'A signature image may have at most 2 MB.',
  },
  IMAGE_DIMENSIONS: {
    id: 'problem.image_dimensions',
    defaultMessage: 'A signature image must be between 16 and 4,000 pixels wide and high.',
  },
  VISUAL_SIGNATURE_OPTION_LOCKED: {
    id: 'problem.visual_signature_option_locked',
    defaultMessage:
      'Your organisation fixes whether the signature shows the claim, the date and the standards.',
  },
  REQUEST_TOO_LARGE: {
    id: 'problem.request_too_large',
    defaultMessage: 'The documents of a request may have at most 60 MB together.',
  },
  TOO_MANY_DOCUMENTS: {
    id: 'problem.too_many_documents',
    defaultMessage: 'A request may have at most 50 documents.',
  },
  PAGE_RENDERING: {
    id: 'problem.page_rendering',
    defaultMessage: 'The page is being prepared.',
  },
  BUSINESS_LOCKED: {
    id: 'problem.business_locked',
    defaultMessage: 'Your business account is locked.',
  },
  LAST_ADMIN: {
    id: 'problem.last_admin',
    defaultMessage: 'A business needs at least one admin.',
  },
  SEAT_LIMIT_REACHED: {
    id: 'problem.seat_limit_reached',
    defaultMessage: 'All seats are taken. Please add seats first.',
  },
  GROUP_LIMIT_REACHED: {
    id: 'problem.group_limit_reached',
    defaultMessage: 'The limit of signer groups or participants is reached.',
  },
  PROMO_CODE_INVALID: {
    id: 'problem.promo_code_invalid',
    defaultMessage: 'This promo code is not valid.',
  },
  PAYMENT_FAILED: {
    id: 'problem.payment_failed',
    defaultMessage: 'The payment failed. Please check your payment method.',
  },
  DOMAIN_TAKEN: {
    id: 'problem.domain_taken',
    defaultMessage: 'This domain already belongs to another business.',
  },
  MOBILE_NOT_VERIFIED: {
    id: 'problem.mobile_not_verified',
    defaultMessage: 'Confirm the new mobile number with the code sent to it before it is saved.',
  },
  EMAIL_UNCHANGED: {
    id: 'problem.email_unchanged',
    defaultMessage: 'This is already your e-mail address.',
  },
  IDENTIFICATION_METHOD_NOT_OFFERED: {
    id: 'problem.identification_method_not_offered',
    defaultMessage: 'This identification method is not available to you.',
  },
  ALREADY_IDENTIFIED: {
    id: 'problem.already_identified',
    defaultMessage: 'You are already identified for this signature standard.',
  },
  IDENTITY_FIXED: {
    id: 'problem.identity_fixed',
    defaultMessage: 'Your name was confirmed by an identification and can no longer be changed.',
  },
  ALREADY_IN_A_BUSINESS: {
    id: 'problem.already_in_a_business',
    defaultMessage: 'This person already belongs to another business.',
  },
  ALREADY_MEMBER: {
    id: 'problem.already_member',
    defaultMessage: 'Everyone you invited already belongs to this business.',
  },
  INVITATION_EXPIRED: {
    id: 'problem.invitation_expired',
    defaultMessage: 'This invitation has expired. Ask the business for a new one.',
  },
  DOMAIN_NOT_VERIFIED: {
    id: 'problem.domain_not_verified',
    defaultMessage:
      'The domain does not carry the verification record yet. Add it to its DNS and try again.',
  },
  PART11_NOT_ENABLED: {
    id: 'problem.part11_not_enabled',
    defaultMessage: 'Part 11 requests are only available when your business has switched them on.',
  },
  USERNAME_TAKEN: {
    id: 'problem.username_taken',
    defaultMessage: 'This username is already taken. Please choose another one.',
  },
  API_USER_SEAL_ONLY: {
    id: 'problem.api_user_seal_only',
    defaultMessage: 'An API user can only sign with a seal of its business.',
  },
  NOT_A_BUSINESS_MEMBER: {
    id: 'problem.not_a_business_member',
    defaultMessage: 'Only members of the business can be allowed to use its seal.',
  },
  NOT_A_SEAL_MEMBER: {
    id: 'problem.not_a_seal_member',
    defaultMessage: 'You are not allowed to sign with this seal. Ask an admin of your business.',
  },
  PREVIEW_STALE: {
    id: 'problem.preview_stale',
    defaultMessage: 'The price has changed since you looked at it. Please check the new price.',
  },
  PLAN_NOT_AVAILABLE: {
    id: 'problem.plan_not_available',
    defaultMessage: 'This plan is not available. Please choose another one.',
  },
  SEATS_BELOW_MINIMUM: {
    id: 'problem.seats_below_minimum',
    defaultMessage: 'This plan needs more seats.',
  },
  VAT_ID_INVALID: {
    id: 'problem.vat_id_invalid',
    defaultMessage: 'This VAT number is not valid for the country.',
  },
  PAYMENT_METHOD_REQUIRED: {
    id: 'problem.payment_method_required',
    defaultMessage: 'Please add a payment method first.',
  },
  NO_SUBSCRIPTION: {
    id: 'problem.no_subscription',
    defaultMessage: 'This needs a paid plan. Please choose a plan first.',
  },
} satisfies Record<ProblemCode, MessageDescriptor>);

const waitMessages = defineMessages({
  RATE_LIMITED: {
    id: 'problem.rate_limited_wait',
    defaultMessage:
      'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  },
});

/** The message for an error from the API, or a generic one for anything else (e.g. offline). */
export function problemMessage(error: unknown): MessageDescriptor {
  return isProblem(error) ? problemMessages[error.code] : problemMessages.INTERNAL;
}

/** A message with the values it needs to be formatted. */
export interface Notice {
  message: MessageDescriptor;
  values?: Record<string, number>;
}

/**
 * What to tell the user about a failure: the code's message, and for a rate limit that named
 * its wait of a minute or more, how long (a shorter wait is "a moment").
 */
export function problemNotice(error: unknown): Notice {
  if (isProblem(error) && error.code === 'RATE_LIMITED' && (error.retryAfterSeconds ?? 0) >= 60) {
    const minutes = Math.ceil((error.retryAfterSeconds ?? 0) / 60);
    return { message: waitMessages.RATE_LIMITED, values: { minutes } };
  }
  return { message: problemMessage(error) };
}
