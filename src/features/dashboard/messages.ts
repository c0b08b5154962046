import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'dashboard.title', defaultMessage: 'Signature requests' },
    tabs: { id: 'dashboard.tabs', defaultMessage: 'Mailboxes' },
    filters: { id: 'dashboard.filters', defaultMessage: 'Filter the inbox' },
    inbox: { id: 'dashboard.tab.inbox', defaultMessage: 'Inbox' },
    drafts: { id: 'dashboard.tab.drafts', defaultMessage: 'Drafts' },
    all: { id: 'dashboard.filter.all', defaultMessage: 'All' },
    toSign: { id: 'dashboard.filter.to_sign', defaultMessage: 'To sign' },
    pending: { id: 'dashboard.filter.pending', defaultMessage: 'Pending' },
    completed: { id: 'dashboard.filter.completed', defaultMessage: 'Completed' },
    declined: { id: 'dashboard.filter.declined', defaultMessage: 'Declined' },
    columnTitle: { id: 'dashboard.column.title', defaultMessage: 'Title' },
    columnStatus: { id: 'dashboard.column.status', defaultMessage: 'Status' },
    columnSigners: { id: 'dashboard.column.signers', defaultMessage: 'Signers' },
    columnUpdated: { id: 'dashboard.column.updated', defaultMessage: 'Last change' },
    empty: { id: 'dashboard.empty', defaultMessage: 'Nothing here yet.' },
    emptyToSign: {
      id: 'dashboard.empty.to_sign',
      defaultMessage: 'You have no documents waiting for your signature.',
    },
    emptyDrafts: { id: 'dashboard.empty.drafts', defaultMessage: 'You have no drafts.' },
    statusDRAFT: { id: 'status.draft', defaultMessage: 'Draft' },
    statusOPEN: { id: 'status.open', defaultMessage: 'Open' },
    statusSIGNED: { id: 'status.signed', defaultMessage: 'Signed' },
    statusDECLINED: { id: 'status.declined', defaultMessage: 'Declined' },
    statusWITHDRAWN: { id: 'status.withdrawn', defaultMessage: 'Withdrawn' },
    statusERROR: { id: 'status.error', defaultMessage: 'Error' },
    statusWAITING: { id: 'status.waiting', defaultMessage: 'Waiting' },
  }),
  countLabel: defineMessage<{ label: string; count: number }>({
    id: 'dashboard.filter.count',
    defaultMessage: '{label} ({count, number})',
  }),
  tableLabel: defineMessage<{ view: string }>({
    id: 'dashboard.table.label',
    defaultMessage: 'Signature requests in {view}',
  }),
  documents: defineMessage<{ count: number }>({
    id: 'dashboard.documents',
    defaultMessage: '{count, plural, one {# document} other {# documents}}',
  }),
  from: defineMessage<{ name: string }>({ id: 'dashboard.from', defaultMessage: 'From {name}' }),
  signerStatus: defineMessage<{ name: string; status: string }>({
    id: 'dashboard.signer_status',
    defaultMessage: '{name}: {status}',
  }),
};
