import type { Role } from './roles';

/** The business state the guards need; absent until the server knows businesses. */
export interface ViewerBusiness {
  role: 'admin' | 'member';
  /** Trial expired (NEEDS_PAYMENT_METHOD) or locked (BLOCKED) per the billing spec. */
  restricted: boolean;
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

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null ? (value as Loose) : null;

const RESTRICTED_PAYMENT = ['NEEDS_PAYMENT_METHOD', 'BLOCKED'];

/**
 * Business fields are not in the user contract yet, so they are read defensively: a
 * `business` object ({ role, paymentMethod, locked }) or the flags `isBusinessAdmin` /
 * `isBusinessMember`. Without them everyone is a plain user.
 */
export function businessOf(user: Loose): ViewerBusiness | null {
  const business = asObject(user.business);
  const role =
    business?.role === 'admin' || user.isBusinessAdmin === true
      ? 'admin'
      : business?.role === 'member' || user.isBusinessMember === true
        ? 'member'
        : null;
  if (!role) return null;
  const restricted =
    business?.locked === true || RESTRICTED_PAYMENT.includes(String(business?.paymentMethod));
  return { role, restricted };
}

/** Attributes are lists of strings; the server removes a flag once it no longer holds. */
const flag = (attributes: Loose | null, name: string) => {
  const value = attributes?.[name];
  return Array.isArray(value) && value.length > 0 && value[0] !== 'false';
};

export function viewerFromUser(user: unknown, guest = false): Viewer {
  const fields = asObject(user);
  if (!fields) return { ...anonymous, guest };
  const business = businessOf(fields);
  const attributes = asObject(fields.attributes);
  const plan = attributes?.free_account_type;
  return {
    role: business?.role ?? 'user',
    guest,
    weakPassword: flag(attributes, 'weak_password'),
    ssoIncomplete: fields.ssoSetupIncomplete === true,
    newFreePlan: Array.isArray(plan) && plan[0] === 'free_v1',
    business,
  };
}

/** Guest routes carry the request id and the guest's user id in the path. */
export function hasGuestCredentials(params: Record<string, unknown>): boolean {
  return typeof params.id === 'string' && typeof params.userid === 'string';
}
