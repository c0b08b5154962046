import { describe, expect, it } from 'vitest';
import { exampleOf, listSpecOperations, resolve, spec } from './contract';

/**
 * Section 7 ("Calls") of both specification documents, transcribed call by call, mapped to
 * the contract. Each entry must be an operation; calls the spec leaves to third parties
 * (marketing forms, an image CDN, a WebP decoder) are listed apart as not ours.
 */
const SR = '/v3/signature-requests/{id}';
const BIZ1 = '/v1/businesses/{id}';
const BIZ2 = '/v2/businesses/{id}';

const USER_SIGNING_CALLS = [
  // Auth and user
  'POST /v1/login',
  'POST /v1/logout',
  'POST /v1/register',
  'POST /v1/request-confirmation',
  'POST /v1/valid-confirmation',
  'POST /v1/check-password',
  'POST /v1/change-password',
  'POST /v1/request-reset',
  'POST /v1/reset-password',
  'POST /v1/identity_providers',
  'GET /v1/user',
  'PUT /v1/user',
  'GET /v3/user/signature-qualities-detail',
  'POST /v1/user/delete',
  'POST /v1/user/accept',
  'POST /v1/user/cello',
  'GET /v1/direct/user',
  'PUT /v1/direct/user',
  'POST /v1/direct/tan/resend',
  'POST /v1/direct/tan/check',
  'POST /api/resend/{id}',
  'POST /api/respond/{id}',
  'POST /api/cancel/{id}',
  'GET /v1/datetime',
  'GET /v1/email_input_autocomplete',
  // Signature requests (v3)
  'GET /v3/signature-requests',
  `GET ${SR}`,
  'POST /v3/signature-requests',
  `PUT ${SR}`,
  `DELETE ${SR}`,
  `POST ${SR}/initiate`,
  `GET ${SR}/events`,
  `GET ${SR}/zip`,
  `GET ${SR}/status`,
  `GET ${SR}/lock-status`,
  `POST ${SR}/documents`,
  `DELETE ${SR}/documents/{doc}`,
  `POST ${SR}/decline`,
  `POST ${SR}/withdraw`,
  `POST ${SR}/remind`,
  `POST ${SR}/delegate`,
  `POST ${SR}/signatures`,
  `DELETE ${SR}/signatures`,
  `POST ${SR}/signatures/{sig}`,
  `DELETE ${SR}/signatures/{sig}`,
  `POST ${SR}/observers`,
  `DELETE ${SR}/observers`,
  `POST ${SR}/observers/{obs}`,
  `DELETE ${SR}/observers/{obs}`,
  'GET /v3/sendto/{id}/get-internal',
  'POST /v3/sendto/{id}/claim',
  'GET /v3/direct/signature-requests/{id}',
  'GET /v3/direct/signature-requests/{id}/events',
  'GET /v3/direct/signature-requests/{id}/zip',
  'GET /v3/direct/signature-requests/{id}/lock-status',
  'POST /v3/direct/signature-requests/{id}/decline',
  // Documents (and their direct variants, which may carry a `token` query parameter)
  'GET /v3/documents/{id}/download',
  `GET ${SR}/report`,
  `GET ${SR}/attachments/{att}`,
  `DELETE ${SR}/attachments/{att}`,
  `GET ${SR}/attachments/{att}/content`,
  `DELETE ${SR}/attachments/{att}/content`,
  'GET /v3/documents/{id}',
  'DELETE /v3/documents/{id}',
  'GET /v3/documents/{id}/pages/{n}',
  'GET /v3/direct/documents/{id}',
  'GET /v3/direct/documents/{id}/download',
  'GET /v3/direct/documents/{id}/pages/{n}',
  'GET /v3/direct/signature-requests/{id}/report',
  'GET /v3/direct/signature-requests/{id}/attachments/{att}/content',
  // Signing
  'POST /v3/sign',
  'POST /v3/swisscom/proceed/{id}',
  'POST /v3/direct/sign',
  'POST /v3/direct/swisscom/proceed/{id}',
  // Identification ("direct variants use the prefix /v1/direct": /v1 + /direct + /user/…)
  'POST /v1/user/identification/{provider}/{method}',
  'GET /v1/user/identification/{provider}/{method}',
  'DELETE /v1/user/identification/{provider}/{method}',
  'POST /v1/direct/user/identification/{provider}/{method}',
  'GET /v1/direct/user/identification/{provider}/{method}',
  'DELETE /v1/direct/user/identification/{provider}/{method}',
  'GET /v1/user/identification/payment/{id}',
  // Visual signatures
  'GET /v1/user/visual-signatures',
  'POST /v1/user/visual-signatures',
  'GET /v1/user/visual-signatures/{id}',
  'PUT /v1/user/visual-signatures/{id}',
  'DELETE /v1/user/visual-signatures/{id}',
  'GET /v1/user/visual-signature',
  'GET /v1/user/preview-visual-signature',
  'POST /v1/user/preview-visual-signature',
  'POST /v1/images/signature/{id}',
  'DELETE /v1/images/signature/{id}',
  'GET /v1/direct/visual-signature',
  // Other: the status-page summary and the build manifest check, served by us
  'GET /v1/system/status',
  'GET /v1/system/version',
];

const BUSINESS_SHELL_CALLS = [
  // Businesses
  `GET ${BIZ1}`,
  'GET /v2/businesses/user',
  'POST /v2/businesses',
  `DELETE ${BIZ2}`,
  `POST ${BIZ2}/revoke_delete`,
  `POST ${BIZ1}/cancel-trial`,
  `PUT ${BIZ2}/billing`,
  `GET ${BIZ2}/customextras`,
  `GET ${BIZ1}/settings`,
  `PUT ${BIZ1}/settings`,
  `GET ${BIZ2}/public-information`,
  'GET /v2/direct/businesses/{id}/public-information',
  `PUT ${BIZ2}/base`,
  `PUT ${BIZ1}`,
  `GET ${BIZ2}/statistics`,
  `GET ${BIZ2}/subscriptions/usage`,
  // Members and admins
  `GET ${BIZ1}/admins`,
  `POST ${BIZ1}/change-to-admins`,
  `POST ${BIZ1}/change-to-members`,
  `GET ${BIZ1}/members`,
  `POST ${BIZ1}/members`,
  `POST ${BIZ1}/remove-members`,
  `GET ${BIZ2}/invitations`,
  `DELETE ${BIZ1}/invitations/{invite}`,
  // API users
  `GET ${BIZ1}/apis`,
  `POST ${BIZ1}/apis`,
  `PUT ${BIZ1}/apis/{username}`,
  `DELETE ${BIZ1}/apis/{username}`,
  `PUT ${BIZ1}/apis/{username}/reset`,
  // Domains
  `POST ${BIZ1}/domains`,
  `DELETE ${BIZ1}/domains`,
  `DELETE ${BIZ1}/domains/{domain}`,
  // Seals
  `GET ${BIZ1}/seals`,
  `GET ${BIZ1}/seals/{seal}`,
  `PUT ${BIZ1}/seals/{seal}`,
  `GET ${BIZ1}/seals/{seal}/image`,
  `POST ${BIZ1}/seals/{seal}/image`,
  `DELETE ${BIZ1}/seals/{seal}/image`,
  `POST ${BIZ1}/seals/{seal}/members`,
  `DELETE ${BIZ1}/seals/{seal}/members`,
  // Signer groups
  'GET /v3/groups',
  'GET /v3/groups/{id}',
  'POST /v3/groups',
  'PUT /v3/groups/{id}',
  'DELETE /v1/groups/{id}',
  // Billing
  'GET /v2/businesses/price_plans',
  `POST ${BIZ2}/subscriptions/stripe_setup_intent`,
  'POST /v2/businesses/direct_upgrade/stripe_setup_intent',
  `PUT ${BIZ2}/subscriptions/upgrade`,
  'POST /v2/businesses/direct_upgrade/confirm',
  `POST ${BIZ2}/subscriptions/upgrade/preview`,
  'POST /v2/businesses/direct_upgrade/preview',
  `POST ${BIZ2}/subscriptions/seats/preview`,
  `PUT ${BIZ2}/subscriptions/seats`,
  `POST ${BIZ2}/subscriptions/coupons/validate_promo`,
  `GET ${BIZ2}/subscriptions/coupons/referral_code`,
  `POST ${BIZ2}/chargebee/portal_session`,
  `GET ${BIZ2}/stripe/cpsession`,
  // Activity reports
  `GET ${BIZ2}/activities/accounts`,
  `GET ${BIZ2}/activities/signatures`,
  `GET ${BIZ2}/activities/identifications`,
  `GET ${BIZ2}/activities/signatures/export`,
  `GET ${BIZ2}/activities/identifications/export`,
  // Other: invitation acceptance, status summary + components, build manifest, date-time,
  // and the maintenance notice of the shell
  'POST /v1/user/accept',
  'GET /v1/system/status',
  'GET /v1/system/status/components',
  'GET /v1/system/version',
  'GET /v1/datetime',
  'GET /v1/system/maintenance',
];

/** Named in section 7 but served by third parties, so not part of our contract. */
export const NOT_OURS = [
  'marketing form submission (third-party forms service)',
  'image-transform endpoint with w, h, fm, q, fit, position (image CDN)',
  'lazily loaded WebP decoder (a browser script, not a call)',
];

/**
 * Operations the spec does not name but the product needs, each with its reason. Kept short:
 * everything else in the contract answers a call of section 7.
 */
export const OUR_ADDITIONS: Record<string, string> = {
  'PUT /v2/businesses/{id}/customextras/aes4biz':
    'the spec reads the AES-for-business setup; an admin needs a way to make it',
  'PUT /v1/businesses/{id}/members/{userId}':
    "the cost centre report groups by the sender's cost centre; an admin needs a way to set it",
  'POST /v3/signature-requests/{id}/attachments':
    'the spec reads and deletes attachments; a signer needs a way to attach one',
  'POST /v3/verifications': 'the QR code of a stamp leads to a page that verifies a PDF',
  'GET /v3/documents/{id}/verification': 'the view page shows whether each signature is intact',
  'GET /v3/signature-requests/{id}/audit-trail':
    'participants can check the hash-chained audit trail from outside (its head hash, where it breaks)',
  'GET /v3/direct/signature-requests/{id}/audit-trail': 'the same for a guest signer',
  'POST /v3/signature-requests/{id}/view':
    "reads write nothing (the app preloads them); the page records a person's view explicitly",
  'POST /v3/direct/signature-requests/{id}/view': 'the same for a guest signer',
  'POST /v1/user/mobile-verification':
    'a new mobile number is proven with a code before it is stored (the spec stores it as typed)',
  'PUT /v1/user/mobile': 'the same: the code and the number, and only then the number is stored',
  'POST /v1/user/email-change':
    'a new e-mail address is proven with a mailed link before it replaces the old one',
  'POST /v1/user/email-change/confirm': 'the same: the link of that mail changes the address',
  'GET /v1/user/identification/methods':
    'spec §9 decides by coverage which methods are offered; the server applies the rule once',
  'GET /v1/direct/user/identification/methods': 'the same for a guest signer',
  'GET /v1/signup/identification/methods':
    'the eID+ sign-up (/signup/flows/eidplus) identifies a visitor before the account exists',
  'POST /v1/signup/identification/{provider}/{method}': 'the same: starts it for the sign-up link',
  'GET /v1/signup/identification/{provider}/{method}': 'the same: its state',
  'GET /v2/businesses/{id}/subscriptions':
    'the billing page shows plan, next plan, seats, period and card; no listed call reads them',
  'DELETE /v2/businesses/{id}/subscriptions':
    'spec §4 has a cancelling business (next plan CANCELED) and a "cancel subscription" dialog; no listed call cancels',
  'GET /v2/businesses/{id}/billing':
    'the spec replaces the billing address; the form must show it first',
  'GET /v2/businesses/{id}/subscriptions/invoices':
    'the billing page lists the invoices paid and open',
  'POST /v1/webhooks/payments':
    'the payment provider reports renewals, failed payments and card changes asynchronously, in signed webhooks',
  'POST /v1/webhooks/identification/{provider}':
    'identity providers report their outcome asynchronously, in signed webhooks',
  'PUT /v1/businesses/{id}/logo':
    'spec §3 has settings.companyBranding.logo {height, width, url}; an admin needs a way to upload it',
  'DELETE /v1/businesses/{id}/logo': 'the same: and to remove it',
  'GET /v1/images/logo/{id}': "the logo's url: the image a signing page and a mail show",
  'GET /v1/businesses/{id}/domains/verification':
    'a domain joins a business only once its DNS proves ownership (a TXT record)',
  'DELETE /v1/user/business':
    'spec §2 names a "leave business" dialog on the profile; no listed call performs it',
  'GET /v1/user/invitations':
    'spec §2 names a "business invitation" dialog; the invitee needs to see what waits for them',
  'DELETE /v1/user/invitations/{businessId}': 'the same: and to decline it',
  'GET /v1/sso/start':
    "the spec's identity_providers call only names a provider; the browser needs our OpenID client to start the sign-in",
  'GET /v1/sso/callback': "the same: the provider's return, where the code becomes a session",
  'GET /v1/businesses/{id}/identity-provider':
    'issue 20: admins configure the provider for their verified domains',
  'PUT /v1/businesses/{id}/identity-provider': 'the same: set it',
  'DELETE /v1/businesses/{id}/identity-provider': 'the same: remove it',
};

const operations = new Set(listSpecOperations().map((op) => `${op.method} ${op.path}`));

describe('section 7 of both specification documents', () => {
  it.each([
    ['user-signing-spec.md', USER_SIGNING_CALLS],
    ['business-shell-spec.md', BUSINESS_SHELL_CALLS],
  ])('every call of %s is an operation', (_document, calls) => {
    expect(calls.filter((call) => !operations.has(call))).toEqual([]);
  });

  it('every operation of the contract answers a call of section 7', () => {
    const asked = new Set([
      ...USER_SIGNING_CALLS,
      ...BUSINESS_SHELL_CALLS,
      ...Object.keys(OUR_ADDITIONS),
    ]);
    expect([...operations].filter((op) => !asked.has(op))).toEqual([]);
  });
});

describe('examples', () => {
  const withoutExample: string[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as {
        operationId?: string;
        requestBody?: unknown;
        responses?: Record<string, unknown>;
      };
      if (!operation.operationId) continue;
      const body = operation.requestBody
        ? resolve<{ content: Record<string, Record<string, unknown>> }>(operation.requestBody)
        : undefined;
      for (const [mediaType, media] of Object.entries(body?.content ?? {})) {
        if (exampleOf(media) === undefined)
          withoutExample.push(`${operation.operationId} body ${mediaType}`);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        const content = resolve<{ content?: Record<string, Record<string, unknown>> }>(
          response,
        ).content;
        for (const [mediaType, media] of Object.entries(content ?? {})) {
          if (exampleOf(media) === undefined) {
            withoutExample.push(
              `${operation.operationId} ${status} ${mediaType} (${method} ${path})`,
            );
          }
        }
      }
    }
  }

  it('exist for every request body and every 2xx response body', () => {
    expect(withoutExample).toEqual([]);
  });
});
