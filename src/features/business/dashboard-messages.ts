import { defineMessage, defineMessages } from 'react-intl';

/** /business/dashboard: this month's figures, the charts and their states. */
export const dashboardMessages = {
  ...defineMessages({
    thisMonth: { id: 'business.dashboard.this_month', defaultMessage: 'This month' },
    sent: { id: 'business.dashboard.sent', defaultMessage: 'Sent' },
    completed: { id: 'business.dashboard.completed', defaultMessage: 'Completed' },
    declined: { id: 'business.dashboard.declined', defaultMessage: 'Declined' },
    averageTime: {
      id: 'business.dashboard.average_time',
      defaultMessage: 'Average time to complete',
    },
    noneCompleted: { id: 'business.dashboard.none_completed', defaultMessage: 'None completed' },
    underAnHour: { id: 'business.dashboard.under_an_hour', defaultMessage: 'Under an hour' },
    viewActivity: { id: 'business.dashboard.view_activity', defaultMessage: 'View activity' },
    signaturesChart: {
      id: 'business.dashboard.signatures_chart',
      defaultMessage: 'Signatures per month by level',
    },
    month: { id: 'business.dashboard.month', defaultMessage: 'Month' },
    completion: { id: 'business.dashboard.completion', defaultMessage: 'Completion' },
    stage: { id: 'business.dashboard.stage', defaultMessage: 'Stage' },
    requests: { id: 'business.dashboard.requests_column', defaultMessage: 'Requests' },
    stageSent: { id: 'business.dashboard.stage_sent', defaultMessage: 'Sent' },
    stageOpened: { id: 'business.dashboard.stage_opened', defaultMessage: 'Opened by a signer' },
    stageSigned: {
      id: 'business.dashboard.stage_signed',
      defaultMessage: 'Signed by at least one signer',
    },
    stageCompleted: { id: 'business.dashboard.stage_completed', defaultMessage: 'Completed' },
    emptyTitle: {
      id: 'business.dashboard.empty_title',
      defaultMessage: 'No signature requests yet',
    },
    emptyBody: {
      id: 'business.dashboard.empty_body',
      defaultMessage:
        'When your members send documents for signature, their figures and charts show here.',
    },
    loading: { id: 'business.dashboard.loading', defaultMessage: 'Loading the figures…' },
  }),
  signaturesSummary: defineMessage<{ total: number; first: string; last: string }>({
    id: 'business.dashboard.signatures_summary',
    defaultMessage:
      '{total, plural, =0 {No signatures} one {# signature} other {# signatures}} from {first} to {last}.',
  }),
  busiestSummary: defineMessage<{ month: string; count: number }>({
    id: 'business.dashboard.busiest_summary',
    defaultMessage: 'Most in {month}: {count, number}.',
  }),
  completionDescription: defineMessage<{ first: string; last: string }>({
    id: 'business.dashboard.completion_description',
    defaultMessage: 'Of the requests sent from {first} to {last}.',
  }),
  funnelSummary: defineMessage<{ sent: number; opened: number; signed: number; completed: number }>(
    {
      id: 'business.dashboard.funnel_summary',
      defaultMessage:
        'Of {sent, plural, one {# request} other {# requests}} sent, {opened, number} were opened by a signer, {signed, number} signed by at least one signer and {completed, number} completed.',
    },
  ),
};
