import { defineMessage, defineMessages } from 'react-intl';

export const messages = defineMessages({
  title: { id: 'reports.title', defaultMessage: 'Activity' },
  intro: {
    id: 'reports.intro',
    defaultMessage:
      'Signatures on your business’s requests, changes to its account and identifications.',
  },
  tabsLabel: { id: 'reports.tabs_label', defaultMessage: 'Activity reports' },
  signaturesTab: { id: 'reports.tab.signatures', defaultMessage: 'Signatures' },
  accountsTab: { id: 'reports.tab.accounts', defaultMessage: 'Accounts' },
  identificationsTab: { id: 'reports.tab.identifications', defaultMessage: 'Identifications' },
  range: { id: 'reports.range', defaultMessage: 'Period' },
  rangeHelp: {
    id: 'reports.range_help',
    defaultMessage: 'Whole days in UTC. Leave it empty to see everything.',
  },
  clearRange: { id: 'reports.clear_range', defaultMessage: 'Show everything' },
  // Tables
  signaturesCaption: defineMessage<{ sort: string }>({
    id: 'reports.signatures.caption',
    defaultMessage: 'Signatures, {sort, select, asc {oldest first} other {newest first}}',
  }),
  accountsCaption: defineMessage<{ sort: string }>({
    id: 'reports.accounts.caption',
    defaultMessage: 'Account activity, {sort, select, asc {oldest first} other {newest first}}',
  }),
  identificationsCaption: defineMessage<{ sort: string }>({
    id: 'reports.identifications.caption',
    defaultMessage: 'Identifications, {sort, select, asc {oldest first} other {newest first}}',
  }),
  time: { id: 'reports.column.time', defaultMessage: 'Time' },
  request: { id: 'reports.column.request', defaultMessage: 'Request' },
  signer: { id: 'reports.column.signer', defaultMessage: 'Signer' },
  action: { id: 'reports.column.action', defaultMessage: 'Action' },
  level: { id: 'reports.column.level', defaultMessage: 'Standard' },
  legislation: { id: 'reports.column.legislation', defaultMessage: 'Legislation' },
  costCentre: { id: 'reports.column.cost_centre', defaultMessage: 'Cost centre' },
  person: { id: 'reports.column.person', defaultMessage: 'Person' },
  by: { id: 'reports.column.by', defaultMessage: 'By' },
  provider: { id: 'reports.column.provider', defaultMessage: 'Provider' },
  method: { id: 'reports.column.method', defaultMessage: 'Method' },
  status: { id: 'reports.column.status', defaultMessage: 'Status' },
  paidByBusiness: { id: 'reports.column.paid_by_business', defaultMessage: 'Paid by the business' },
  yes: { id: 'reports.yes', defaultMessage: 'Yes' },
  no: { id: 'reports.no', defaultMessage: 'No' },
  none: { id: 'reports.none', defaultMessage: '—' },
  automatic: { id: 'reports.automatic', defaultMessage: 'Automatic' },
  untitled: { id: 'reports.untitled', defaultMessage: 'Untitled request' },
  newestFirst: { id: 'reports.sort.newest_first', defaultMessage: 'Newest first' },
  oldestFirst: { id: 'reports.sort.oldest_first', defaultMessage: 'Oldest first' },
  pagination: {
    id: 'reports.pagination',
    defaultMessage: 'Pages of the list',
  },
  // Empty, failed
  emptyTitle: { id: 'reports.empty.title', defaultMessage: 'No activity yet' },
  emptyText: defineMessage<{ tab: string }>({
    id: 'reports.empty.text',
    defaultMessage:
      '{tab, select, signatures {Signatures and declines on your business’s requests} accounts {Invitations, members joining or leaving, and plan or settings changes} other {Identifications started for your business}} will be listed here.',
  }),
  emptyInRangeTitle: {
    id: 'reports.empty_in_range.title',
    defaultMessage: 'Nothing in this period',
  },
  emptyInRangeText: defineMessage<{ start: string; end: string }>({
    id: 'reports.empty_in_range.text',
    defaultMessage: 'There is no activity between {start} and {end}. Choose another period.',
  }),
  loadFailed: { id: 'reports.load_failed', defaultMessage: 'The activity could not be loaded.' },
  retry: { id: 'reports.retry', defaultMessage: 'Try again' },
  // Exports
  exportUsage: { id: 'reports.export.usage', defaultMessage: 'Export usage' },
  exportCostCentres: { id: 'reports.export.cost_centres', defaultMessage: 'Export by cost centre' },
  exportIdentifications: { id: 'reports.export.identifications', defaultMessage: 'Export' },
  exportsLabel: { id: 'reports.export.label', defaultMessage: 'Exports' },
  exportPicked: defineMessage<{ start: string; end: string }>({
    id: 'reports.export.picked',
    defaultMessage: 'The CSV file covers {start} to {end}.',
  }),
  exportDefault: defineMessage<{ start: string; end: string }>({
    id: 'reports.export.default',
    defaultMessage: 'No period chosen: the CSV file covers the last 30 days, {start} to {end}.',
  }),
  exportTooLong: {
    id: 'reports.export.too_long',
    defaultMessage: 'An export covers at most 366 days. Choose a shorter period.',
  },
  exported: defineMessage<{ name: string }>({
    id: 'reports.export.done',
    defaultMessage: '{name} was downloaded.',
  }),
  // Signatures
  signed: { id: 'reports.action.signed', defaultMessage: 'Signed' },
  declined: { id: 'reports.action.declined', defaultMessage: 'Declined' },
  signerMember: { id: 'reports.signer.member', defaultMessage: 'Member' },
  signerExternal: { id: 'reports.signer.external', defaultMessage: 'External' },
  signerApi: { id: 'reports.signer.api', defaultMessage: 'API' },
  signerUnknown: { id: 'reports.signer.unknown', defaultMessage: 'Unknown' },
  zertes: { id: 'reports.legislation.zertes', defaultMessage: 'ZertES' },
  eidas: { id: 'reports.legislation.eidas', defaultMessage: 'eIDAS' },
  // Identifications
  intrum: { id: 'reports.provider.intrum', defaultMessage: 'Intrum' },
  srs: { id: 'reports.provider.srs', defaultMessage: 'SRS' },
  video: { id: 'reports.method.video', defaultMessage: 'Video' },
  robo: { id: 'reports.method.robo', defaultMessage: 'Self-identification' },
  autoident: { id: 'reports.method.autoident', defaultMessage: 'Automatic' },
  idAustria: { id: 'reports.method.id_austria', defaultMessage: 'ID Austria' },
  loc: { id: 'reports.method.loc', defaultMessage: 'In person' },
  mobileId: { id: 'reports.method.mobile_id', defaultMessage: 'Mobile ID' },
  externalSc: { id: 'reports.method.external_sc', defaultMessage: 'Existing certificate' },
  initialized: { id: 'reports.status.initialized', defaultMessage: 'Started' },
  inprogress: { id: 'reports.status.inprogress', defaultMessage: 'In progress' },
  success: { id: 'reports.status.success', defaultMessage: 'Succeeded' },
  failure: { id: 'reports.status.failure', defaultMessage: 'Failed' },
  // Accounts
  accountAction: defineMessage<{
    action: string;
    role: string;
    plan: string;
    seats: string;
    details: string;
  }>({
    id: 'reports.account.action',
    defaultMessage:
      '{action, select, MEMBER_INVITED {Invited{role, select, admin { as admin} member { as member} other {}}} MEMBER_JOINED {Joined{role, select, admin { as admin} member { as member} other {}}} MEMBER_REMOVED {Removed} MEMBER_LEFT {Left the business} ROLE_CHANGED {Role changed{role, select, admin { to admin} member { to member} other {}}} INVITATION_REVOKED {Invitation revoked} SETTINGS_CHANGED {Changed {details, select, settings {the settings} details {the company details} logo {the logo} domains {the domains} aes4biz {AES for business} cost_center {a cost centre} other {the settings}}} PLAN_CHANGED {Plan changed{plan, select, none {} other { to {plan}}}} SEATS_CHANGED {Seats changed{seats, select, none {} other { to {seats}}}} SIGNED_IN {Signed in} other {Other change}}',
  }),
});
