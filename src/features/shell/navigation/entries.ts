import type { MessageDescriptor } from 'react-intl';
import { messages } from '../messages';
import { isPlaceholder as registry, type PageReadiness } from './pages';

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
  /** Which pages are still placeholders; the registry in pages.ts unless a story says otherwise. */
  isPlaceholder?: PageReadiness;
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

const ready = (entries: NavEntry[], { isPlaceholder = registry }: NavContext) =>
  entries.filter((entry) => !isPlaceholder(entry.to));

/** The profile sub-navigation of the main layout. */
export function profileEntries(context: NavContext): NavEntry[] {
  return ready(profile, context);
}

/** The admin layout's sidebar: the business area, for business admins only. */
export function businessEntries(context: NavContext): NavEntry[] {
  return context.businessAdmin ? ready(business, context) : [];
}

/** The business-profile sub-navigation of the admin layout (on /business/profile/…). */
export function businessProfileEntries(context: NavContext): NavEntry[] {
  return context.businessAdmin ? ready(businessProfile, context) : [];
}

/** The header's primary navigation: the dashboard, and the business area for its admins. */
export function primaryEntries(context: NavContext): NavEntry[] {
  const [home] = businessEntries(context);
  return [
    { to: '/dashboard', label: messages.dashboard },
    ...(home ? [{ to: home.to, label: messages.business }] : []),
  ];
}

/**
 * The user menu's places: the account pages (the profile overview first), then the business
 * area for its admins. Sign-out, language and theme are the menu's own items.
 */
export function accountEntries(context: NavContext): NavEntry[] {
  const [home] = businessEntries(context);
  return [...profileEntries(context), ...(home ? [{ to: home.to, label: messages.business }] : [])];
}

/** The drawer's places: the account entries the drawer's main navigation does not list already. */
export function drawerPlaceEntries(context: NavContext): NavEntry[] {
  const primary = new Set(primaryEntries(context).map((entry) => entry.to));
  return accountEntries(context).filter((entry) => !primary.has(entry.to));
}
