import { viewerFromUser, type Viewer } from './viewer';

/** Users as the server sends them (trimmed), with the business fields it will send later. */
const user = (extra: Record<string, unknown> = {}, attributes: Record<string, string[]> = {}) => ({
  id: 'u1',
  email: 'dana@paraph.example',
  firstName: 'Dana',
  lastName: 'Demo',
  attributes,
  ...extra,
});

export const fixtures = {
  anonymous: viewerFromUser(null),
  guest: viewerFromUser(null, true),
  user: viewerFromUser(user()),
  weakPassword: viewerFromUser(user({}, { weak_password: ['true'] })),
  ssoIncomplete: viewerFromUser(user({ hasSso: true, ssoSetupIncomplete: true })),
  freePlan: viewerFromUser(user({}, { free_account_type: ['free_v1'] })),
  legacyFreePlan: viewerFromUser(user({}, { free_account_type: ['free_legacy'] })),
  member: viewerFromUser(user({ business: { role: 'member', paymentMethod: 'STRIPE' } })),
  admin: viewerFromUser(user({ business: { role: 'admin', paymentMethod: 'STRIPE' } })),
  flaggedAdmin: viewerFromUser(user({ isBusinessAdmin: true })),
  trialExpiredAdmin: viewerFromUser(
    user({ business: { role: 'admin', paymentMethod: 'NEEDS_PAYMENT_METHOD' } }),
  ),
  lockedAdmin: viewerFromUser(user({ business: { role: 'admin', paymentMethod: 'BLOCKED' } })),
} satisfies Record<string, Viewer>;
