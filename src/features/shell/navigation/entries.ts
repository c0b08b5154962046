import type { MessageDescriptor } from 'react-intl';
import { messages } from '../messages';

/** One place to go: the route's path and its label. */
export interface NavEntry {
  to: string;
  label: MessageDescriptor;
  /** Active only on exactly this path (a section's overview), else also on its sub-pages. */
  exact?: boolean;
}

export interface NavContext {
  /** From the access feature's `isBusinessAdmin`. */
  businessAdmin: boolean;
}

const BUSINESS_HOME = '/business/dashboard';

const profile: NavEntry[] = [
  { to: '/profile', label: messages.profile, exact: true },
  { to: '/profile/settings', label: messages.profileSettings },
  { to: '/profile/visual-signature', label: messages.visualSignature },
  { to: '/profile/signature-standards', label: messages.signatureStandards },
  { to: '/profile/change-password', label: messages.changePassword },
];

const business: NavEntry[] = [
  { to: BUSINESS_HOME, label: messages.businessDashboard },
  { to: '/business/members', label: messages.businessMembers },
  { to: '/business/activity', label: messages.businessActivity },
  { to: '/business/seals', label: messages.businessSeals },
  { to: '/business/settings', label: messages.businessSettings },
  { to: '/business/billing/plan', label: messages.businessBilling },
  { to: '/business/extras', label: messages.businessExtras },
  { to: '/business/profile', label: messages.businessProfile },
  { to: '/business/developers/api', label: messages.businessDevelopers },
];

const businessProfile: NavEntry[] = [
  { to: '/business/profile', label: messages.businessProfile, exact: true },
  { to: '/business/profile/aes-for-business', label: messages.aesForBusiness },
];

/** The profile sub-navigation of the main layout: every user has the same account pages. */
export function profileEntries(): NavEntry[] {
  return profile;
}

/** The admin layout's sidebar: the business area, for business admins only. */
export function businessEntries({ businessAdmin }: NavContext): NavEntry[] {
  return businessAdmin ? business : [];
}

/** The business-profile sub-navigation of the admin layout (on /business/profile/…). */
export function businessProfileEntries({ businessAdmin }: NavContext): NavEntry[] {
  return businessAdmin ? businessProfile : [];
}

/** The way into the business area (its dashboard), for its admins only. */
const businessHome = ({ businessAdmin }: NavContext): NavEntry[] =>
  businessAdmin ? [{ to: BUSINESS_HOME, label: messages.business }] : [];

/** The header's primary navigation: the dashboard, and the business area for its admins. */
export function primaryEntries(context: NavContext): NavEntry[] {
  return [{ to: '/dashboard', label: messages.dashboard }, ...businessHome(context)];
}

/**
 * The user menu's places: the account pages (the profile overview first), then the business
 * area for its admins. Sign-out, language and theme are the menu's own items.
 */
export function accountEntries(context: NavContext): NavEntry[] {
  return [...profileEntries(), ...businessHome(context)];
}

/** The drawer's places: the account entries the drawer's main navigation does not list already. */
export function drawerPlaceEntries(context: NavContext): NavEntry[] {
  const primary = new Set(primaryEntries(context).map((entry) => entry.to));
  return accountEntries(context).filter((entry) => !primary.has(entry.to));
}
