import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    product: { id: 'shell.product', defaultMessage: 'Paraph' },
    skipToContent: { id: 'shell.skip_to_content', defaultMessage: 'Skip to content' },
    mainNavigation: { id: 'shell.nav.main', defaultMessage: 'Main' },
    dashboard: { id: 'shell.nav.dashboard', defaultMessage: 'Dashboard' },
    logout: { id: 'shell.logout', defaultMessage: 'Sign out' },
    loading: { id: 'shell.loading', defaultMessage: 'Loading…' },
    notFoundTitle: { id: 'error.not_found.title', defaultMessage: 'Page not found' },
    notFoundText: {
      id: 'error.not_found.text',
      defaultMessage: 'The page you are looking for does not exist or has moved.',
    },
    sorryTitle: { id: 'error.sorry.title', defaultMessage: 'Sorry, something went wrong' },
    sorryText: {
      id: 'error.sorry.text',
      defaultMessage:
        'Our server could not complete your request. Please try again in a few minutes.',
    },
    backHome: { id: 'error.back_home', defaultMessage: 'Go to the start page' },
    cancel: { id: 'shell.dialog.cancel', defaultMessage: 'Cancel' },
    confirm: { id: 'shell.dialog.confirm', defaultMessage: 'OK' },
    businessNotAllowed: {
      id: 'business.not_allowed',
      defaultMessage: 'Only business admins can open the business pages.',
    },
    profileNavigation: { id: 'shell.nav.profile_label', defaultMessage: 'Account' },
    profile: { id: 'shell.nav.profile', defaultMessage: 'Profile' },
    profileSettings: { id: 'shell.nav.profile_settings', defaultMessage: 'Settings' },
    changePassword: { id: 'shell.nav.change_password', defaultMessage: 'Change password' },
    visualSignature: { id: 'shell.nav.visual_signature', defaultMessage: 'Visual signature' },
    signatureStandards: {
      id: 'shell.nav.signature_standards',
      defaultMessage: 'Signature standards',
    },
    businessNavigation: { id: 'shell.nav.business_label', defaultMessage: 'Business' },
    businessDashboard: { id: 'shell.nav.business_dashboard', defaultMessage: 'Overview' },
    businessMembers: { id: 'shell.nav.business_members', defaultMessage: 'Members' },
    businessActivity: { id: 'shell.nav.business_activity', defaultMessage: 'Activity' },
    businessSeals: { id: 'shell.nav.business_seals', defaultMessage: 'Seals' },
    businessSettings: { id: 'shell.nav.business_settings', defaultMessage: 'Business settings' },
    businessBilling: { id: 'shell.nav.business_billing', defaultMessage: 'Plan and billing' },
    businessProfile: { id: 'shell.nav.business_profile', defaultMessage: 'Business profile' },
    businessDevelopers: { id: 'shell.nav.business_developers', defaultMessage: 'Developers' },
    businessExtras: { id: 'shell.nav.business_extras', defaultMessage: 'Extras' },
    aesForBusiness: { id: 'shell.nav.aes_for_business', defaultMessage: 'AES for business' },
    business: { id: 'shell.nav.business', defaultMessage: 'Business' },
    businessProfileNavigation: {
      id: 'shell.nav.business_profile_label',
      defaultMessage: 'Business profile',
    },
    openNavigation: { id: 'shell.nav.open', defaultMessage: 'Menu' },
    navigationTitle: { id: 'shell.nav.drawer_title', defaultMessage: 'Navigation' },
    language: { id: 'shell.menu.language', defaultMessage: 'Language' },
    theme: { id: 'shell.menu.theme', defaultMessage: 'Theme' },
    themeSystem: { id: 'shell.menu.theme_system', defaultMessage: 'Same as the system' },
    themeLight: { id: 'shell.menu.theme_light', defaultMessage: 'Light' },
    themeDark: { id: 'shell.menu.theme_dark', defaultMessage: 'Dark' },
    places: { id: 'shell.menu.places', defaultMessage: 'Your account' },
    maintenanceBanner: {
      id: 'shell.maintenance.banner',
      defaultMessage: 'A maintenance of Paraph is planned or under way.',
    },
    maintenanceDetails: { id: 'shell.maintenance.details', defaultMessage: 'Details' },
    maintenanceTitle: { id: 'shell.maintenance.title', defaultMessage: 'Maintenance' },
    maintenanceBlocking: {
      id: 'shell.maintenance.blocking',
      defaultMessage:
        'Paraph is being maintained and is not available right now. Please come back later.',
    },
    maintenancePlanned: {
      id: 'shell.maintenance.planned',
      defaultMessage:
        'Paraph stays available, but some features may be slow or briefly interrupted.',
    },
    maintenanceNone: {
      id: 'shell.maintenance.none',
      defaultMessage: 'No maintenance is planned right now.',
    },
    maintenanceStatusPage: { id: 'shell.maintenance.status_page', defaultMessage: 'Status page' },
  }),
  maintenanceWindow: defineMessage<{ start: string; end: string }>({
    id: 'shell.maintenance.window',
    defaultMessage: 'From {start} to {end}',
  }),
  maintenanceFrom: defineMessage<{ start: string }>({
    id: 'shell.maintenance.from',
    defaultMessage: 'From {start}',
  }),
  accountMenu: defineMessage<{ name: string }>({
    id: 'shell.menu.label',
    defaultMessage: 'Account menu of {name}',
  }),
  freeSignatures: defineMessage<{ count: number }>({
    id: 'shell.free_signatures',
    defaultMessage:
      '{count, plural, =0 {No free signatures left} one {# free signature left} other {# free signatures left}}',
  }),
};
