import type { components } from '../../../openapi/schema.gen';
import { viewerFromUser, type Viewer } from './viewer';

type User = components['schemas']['User'];
type UserBusiness = components['schemas']['UserBusiness'];

/** Users as the server sends them (GET /v1/user), trimmed to what the guards read. */
const user = (extra: Partial<User> = {}, attributes: User['attributes'] = {}): User => ({
  id: 'u1',
  email: 'dana@paraph.example',
  emailVerified: true,
  firstName: 'Dana',
  lastName: 'Demo',
  hasSso: false,
  permissions: {
    visualSignatures: {
      claim: { canUpdate: true, defaultValue: true },
      date: { canUpdate: true, defaultValue: true },
      std: { canUpdate: true, defaultValue: true },
    },
  },
  groupInfo: { groupVersions: {}, groups: [] },
  disabledQualities: [],
  signatureQualities: {},
  highestQuality: 'ses',
  signatures: [],
  business: null,
  attributes,
  ...extra,
});

/** The user's business as GET /v1/user sends it; role and payment method vary. */
export const userBusiness = (
  role: UserBusiness['role'],
  paymentMethod: UserBusiness['paymentMethod'] = 'STRIPE',
  plan: UserBusiness['pricePlan']['name'] = 'team',
): UserBusiness => ({
  id: 'biz_4Tq9LmZx2Wc7Rp1K',
  name: 'Acme AG',
  role,
  paymentMethod,
  trialEndsAt: null,
  pricePlan: { name: plan, startAt: '2026-01-01T00:00:00.000Z' },
  deletionScheduledAt: null,
  userPilotEnabled: false,
  part11Enabled: false,
});

export const fixtures = {
  anonymous: viewerFromUser(null),
  guest: viewerFromUser(null, true),
  user: viewerFromUser(user()),
  weakPassword: viewerFromUser(user({}, { weak_password: ['true'] })),
  ssoIncomplete: viewerFromUser(user({ hasSso: true, ssoSetupIncomplete: true })),
  freePlan: viewerFromUser(user({}, { free_account_type: ['free_v1'] })),
  legacyFreePlan: viewerFromUser(user({}, { free_account_type: ['free_legacy'] })),
  member: viewerFromUser(user({ business: userBusiness('member') })),
  trialMember: viewerFromUser(user({ business: userBusiness('member', 'TRIALING') })),
  lockedMember: viewerFromUser(user({ business: userBusiness('member', 'BLOCKED') })),
  cancelledPlanMember: viewerFromUser(
    user({ business: userBusiness('member', 'STRIPE', 'CANCELED') }),
  ),
  admin: viewerFromUser(user({ business: userBusiness('admin') })),
  trialAdmin: viewerFromUser(user({ business: userBusiness('admin', 'TRIALING') })),
  trialExpiredAdmin: viewerFromUser(
    user({ business: userBusiness('admin', 'NEEDS_PAYMENT_METHOD') }),
  ),
  lockedAdmin: viewerFromUser(user({ business: userBusiness('admin', 'BLOCKED') })),
  /** A member whose account still carries a free plan from before joining. */
  memberOnFreePlan: viewerFromUser(
    user({ business: userBusiness('member') }, { free_account_type: ['free_v1'] }),
  ),
} satisfies Record<string, Viewer>;

export { user as userFixture };
