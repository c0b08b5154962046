import { defineMessages } from 'react-intl';

/** /business/extras and /business/profile/aes-for-business. */
export const messages = defineMessages({
  extrasTitle: { id: 'business.extras.title', defaultMessage: 'Extras' },
  extrasIntro: {
    id: 'business.extras.intro',
    defaultMessage: 'What your business has on top of its plan, and how it pays.',
  },
  loadFailed: {
    id: 'business.extras.load_failed',
    defaultMessage: 'The extras could not be loaded.',
  },
  retry: { id: 'business.extras.retry', defaultMessage: 'Try again' },

  // The AES-for-business card
  aesTitle: { id: 'business.extras.aes.title', defaultMessage: 'AES for business' },
  aesSummary: {
    id: 'business.extras.aes.summary',
    defaultMessage:
      'Members with an address on your verified domains sign at the advanced level (AES) without identifying themselves: your company vouches for them.',
  },
  aesSwitch: { id: 'business.extras.aes.switch', defaultMessage: 'Use AES for business' },
  aesOff: { id: 'business.extras.aes.off', defaultMessage: 'Off' },
  aesOn: { id: 'business.extras.aes.on', defaultMessage: 'On' },
  aesStatus: { id: 'business.extras.aes.status', defaultMessage: 'Status' },
  aesNotSetUp: {
    id: 'business.extras.aes.not_set_up',
    defaultMessage: 'Not set up yet. Set it up to turn it on.',
  },
  setUp: { id: 'business.extras.aes.set_up', defaultMessage: 'Set up' },
  edit: { id: 'business.extras.aes.edit', defaultMessage: 'Edit' },
  turnedOn: { id: 'business.extras.aes.turned_on', defaultMessage: 'AES for business is on.' },
  turnedOff: { id: 'business.extras.aes.turned_off', defaultMessage: 'AES for business is off.' },

  // The payment card
  paymentTitle: { id: 'business.extras.payment.title', defaultMessage: 'Payment' },
  subscription: { id: 'business.extras.payment.subscription', defaultMessage: 'Subscription' },
  noSubscription: {
    id: 'business.extras.payment.none',
    defaultMessage: 'No subscription',
  },
  errorCode: { id: 'business.extras.payment.error_code', defaultMessage: 'Last payment error' },
  paymentIssue: {
    id: 'business.extras.payment.issue',
    defaultMessage:
      'There is a problem with your payment. Please check your payment details so that your business keeps working.',
  },
  toBilling: { id: 'business.extras.payment.to_billing', defaultMessage: 'Plan and billing' },
  status_active: { id: 'business.extras.payment.status.active', defaultMessage: 'Active' },
  status_trialing: { id: 'business.extras.payment.status.trialing', defaultMessage: 'Trial' },
  status_past_due: { id: 'business.extras.payment.status.past_due', defaultMessage: 'Past due' },
  status_unpaid: { id: 'business.extras.payment.status.unpaid', defaultMessage: 'Unpaid' },
  status_canceled: { id: 'business.extras.payment.status.canceled', defaultMessage: 'Cancelled' },
  status_incomplete: {
    id: 'business.extras.payment.status.incomplete',
    defaultMessage: 'Incomplete',
  },
  status_incomplete_expired: {
    id: 'business.extras.payment.status.incomplete_expired',
    defaultMessage: 'Expired before it started',
  },
  status_paused: { id: 'business.extras.payment.status.paused', defaultMessage: 'Paused' },

  // The AES-for-business page
  aesPageTitle: { id: 'business.aes.title', defaultMessage: 'AES for business' },
  aesExplainWhat: {
    id: 'business.aes.explain_what',
    defaultMessage:
      'With AES for business, members and admins whose e-mail address is on one of the domains below sign at the advanced level (AES) with their usual mobile signature, without identifying themselves first.',
  },
  aesExplainWho: {
    id: 'business.aes.explain_who',
    defaultMessage:
      'Your company vouches for them: a representative of the company confirms who they are, and the company is named with its commercial register number.',
  },
  aesExplainEnds: {
    id: 'business.aes.explain_ends',
    defaultMessage:
      'It ends for a person when they leave the business, when you turn it off or when their domain is removed.',
  },
  setupSection: { id: 'business.aes.setup_section', defaultMessage: 'Setup' },
  enabled: { id: 'business.aes.enabled', defaultMessage: 'Turn on AES for business' },
  enabledHint: {
    id: 'business.aes.enabled_hint',
    defaultMessage: 'When off, the details below are kept for later.',
  },
  representativeName: {
    id: 'business.aes.representative_name',
    defaultMessage: 'Name of the company’s representative',
  },
  representativeEmail: {
    id: 'business.aes.representative_email',
    defaultMessage: 'E-mail address of the representative',
  },
  commercialRegister: {
    id: 'business.aes.commercial_register',
    defaultMessage: 'Commercial register number',
  },
  commercialRegisterHint: {
    id: 'business.aes.commercial_register_hint',
    defaultMessage: 'For example CHE-123.456.789',
  },
  domains: { id: 'business.aes.domains', defaultMessage: 'Domains' },
  domainsHint: {
    id: 'business.aes.domains_hint',
    defaultMessage: 'Only verified domains of your business can be chosen.',
  },
  noVerifiedDomain: {
    id: 'business.aes.no_verified_domain',
    defaultMessage:
      'Your business has no verified domain yet. Verify the domain of your e-mail addresses first.',
  },
  toDomains: { id: 'business.aes.to_domains', defaultMessage: 'Verify a domain' },
  required: { id: 'business.aes.required', defaultMessage: 'Needed to turn AES for business on.' },
  invalidEmail: { id: 'business.aes.invalid_email', defaultMessage: 'Not an e-mail address.' },
  chooseDomain: {
    id: 'business.aes.choose_domain',
    defaultMessage: 'Choose at least one domain to turn AES for business on.',
  },
  domainNotVerified: {
    id: 'business.aes.domain_not_verified',
    defaultMessage: 'A chosen domain is no longer verified. Please check the domains.',
  },
  fieldRefused: {
    id: 'business.aes.field_refused',
    defaultMessage: 'This is not valid. Please check it.',
  },
  save: { id: 'business.aes.save', defaultMessage: 'Save' },
  saving: { id: 'business.aes.saving', defaultMessage: 'Saving…' },
  saved: { id: 'business.aes.saved', defaultMessage: 'AES for business is saved.' },
  saveFailed: { id: 'business.aes.save_failed', defaultMessage: 'The setup was not saved.' },
  backToExtras: { id: 'business.aes.back', defaultMessage: 'Extras' },
});
