import type { components } from '../../../openapi/schema.gen';
import { signsOnBusinessPlan } from '../../api/free-user';
import type { Role } from './roles';

type User = components['schemas']['User'];
type UserBusiness = components['schemas']['UserBusiness'];

/** The business state the guards need, from the user's `business` (null for a free user). */
export interface ViewerBusiness {
  role: 'admin' | 'member';
  /** Trial expired (NEEDS_PAYMENT_METHOD) or locked (BLOCKED) per the billing spec. */
  restricted: boolean;
  /** The plan was cancelled: its people sign on free credits like free users. */
  metered: boolean;
}

/** Who is navigating, reduced to what the route guards decide on. */
export interface Viewer {
  role: Role;
  /** The URL carries guest (nas) credentials: a direct-sign or guest view link. */
  guest: boolean;
  weakPassword: boolean;
  /** An SSO-domain account that has not finished its single-sign-on registration. */
  ssoIncomplete: boolean;
  /** On the current free plan (free_v1), which cannot start requests from /upload. */
  newFreePlan: boolean;
  business: ViewerBusiness | null;
}

export const anonymous: Viewer = {
  role: 'unauthenticated',
  guest: false,
  weakPassword: false,
  ssoIncomplete: false,
  newFreePlan: false,
  business: null,
};

const RESTRICTED_PAYMENT: readonly UserBusiness['paymentMethod'][] = [
  'NEEDS_PAYMENT_METHOD',
  'BLOCKED',
];

/** Whether the business's trial expired or it is locked: admins are held, members told. */
export function isRestricted(business: Pick<UserBusiness, 'paymentMethod'>): boolean {
  return RESTRICTED_PAYMENT.includes(business.paymentMethod);
}

export function businessOf(user: Pick<User, 'business'>): ViewerBusiness | null {
  const { business } = user;
  return business
    ? {
        role: business.role,
        restricted: isRestricted(business),
        metered: !signsOnBusinessPlan(business),
      }
    : null;
}

/** Attributes are lists of strings; the server removes a flag once it no longer holds. */
const flag = (attributes: User['attributes'], name: keyof User['attributes']) => {
  const value = attributes[name];
  return Array.isArray(value) && value.length > 0 && value[0] !== 'false';
};

export function viewerFromUser(user: User | null | undefined, guest = false): Viewer {
  if (!user) return { ...anonymous, guest };
  const business = businessOf(user);
  return {
    role: business?.role ?? 'user',
    guest,
    weakPassword: flag(user.attributes, 'weak_password'),
    ssoIncomplete: user.ssoSetupIncomplete === true,
    // Only a free user is on a free plan: the business's plan replaces it.
    newFreePlan: !business && user.attributes.free_account_type?.[0] === 'free_v1',
    business,
  };
}

/** Guest routes carry the request id and the guest's user id in the path. */
export function hasGuestCredentials(params: Record<string, unknown>): boolean {
  return typeof params.id === 'string' && typeof params.userid === 'string';
}
