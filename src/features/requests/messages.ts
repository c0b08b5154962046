import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    pageTitle: { id: 'requests.page_title', defaultMessage: 'Signature request' },
    message: { id: 'requests.message', defaultMessage: 'Message' },
    documents: { id: 'requests.documents', defaultMessage: 'Documents' },
    shownDocument: { id: 'requests.shown_document', defaultMessage: 'Document shown' },
    signers: { id: 'requests.signers', defaultMessage: 'Signers' },
    signerGroup: { id: 'requests.signer_group', defaultMessage: 'Signer group' },
    observers: { id: 'requests.observers', defaultMessage: 'Observers' },
    noObservers: { id: 'requests.no_observers', defaultMessage: 'Nobody observes this request.' },
    attachments: { id: 'requests.attachments', defaultMessage: 'Attachments' },
    history: { id: 'requests.history', defaultMessage: 'History' },
    actions: { id: 'requests.actions', defaultMessage: 'Actions' },
    details: { id: 'requests.details', defaultMessage: 'Details' },
    sender: { id: 'requests.field.sender', defaultMessage: 'Sender' },
    createdAt: { id: 'requests.field.created', defaultMessage: 'Created' },
    updatedAt: { id: 'requests.field.updated', defaultMessage: 'Last change' },
    expiresAt: { id: 'requests.field.expires', defaultMessage: 'Expires' },
    downloads: { id: 'requests.downloads', defaultMessage: 'Downloads' },
    yourTurn: { id: 'requests.your_turn', defaultMessage: 'Your signature' },
    loading: { id: 'requests.loading', defaultMessage: 'Loading the signature request' },
    loadFailed: {
      id: 'requests.load_failed',
      defaultMessage: 'The signature request could not be loaded.',
    },
    retry: { id: 'requests.retry', defaultMessage: 'Try again' },
    cancel: { id: 'requests.cancel', defaultMessage: 'Cancel' },
    remind: { id: 'requests.action.remind', defaultMessage: 'Remind signers' },
    withdraw: { id: 'requests.action.withdraw', defaultMessage: 'Withdraw request' },
    addSigner: { id: 'requests.action.add_signer', defaultMessage: 'Add signer' },
    addObserver: { id: 'requests.action.add_observer', defaultMessage: 'Add observer' },
    delegate: { id: 'requests.action.delegate', defaultMessage: 'Delegate signature' },
    editDraft: { id: 'requests.action.edit_draft', defaultMessage: 'Edit draft' },
    deleteDraft: { id: 'requests.action.delete_draft', defaultMessage: 'Delete draft' },
    downloadZip: { id: 'requests.action.download_zip', defaultMessage: 'Download all (ZIP)' },
    downloadReport: {
      id: 'requests.action.download_report',
      defaultMessage: 'Download report (PDF)',
    },
    reminded: { id: 'requests.done.reminded', defaultMessage: 'The signers have been reminded.' },
    withdrawn: { id: 'requests.done.withdrawn', defaultMessage: 'The request has been withdrawn.' },
    signerAdded: { id: 'requests.done.signer_added', defaultMessage: 'The signer has been added.' },
    signerRemoved: {
      id: 'requests.done.signer_removed',
      defaultMessage: 'The signer has been removed.',
    },
    observerAdded: {
      id: 'requests.done.observer_added',
      defaultMessage: 'The observer has been added.',
    },
    observerRemoved: {
      id: 'requests.done.observer_removed',
      defaultMessage: 'The observer has been removed.',
    },
    delegated: {
      id: 'requests.done.delegated',
      defaultMessage: 'Your signature has been delegated.',
    },
    draftDeleted: {
      id: 'requests.done.draft_deleted',
      defaultMessage: 'The draft has been deleted.',
    },
    inviteFailed: { id: 'requests.failed.invite', defaultMessage: 'Failed to invite signer' },
    observerFailed: { id: 'requests.failed.observer', defaultMessage: 'Failed to add observer' },
    claimFailed: {
      id: 'requests.failed.claim',
      defaultMessage: 'Failed to claim signature request',
    },
    withdrawFailed: {
      id: 'requests.failed.withdraw',
      defaultMessage: 'Failed to withdraw request',
    },
    removeSignerFailed: {
      id: 'requests.failed.remove_signer',
      defaultMessage: 'Failed to remove signer',
    },
    deleteFailed: { id: 'requests.failed.delete', defaultMessage: 'Failed to delete draft' },
    downloadFailed: { id: 'requests.failed.download', defaultMessage: 'Failed to download file' },
    email: { id: 'requests.field.email', defaultMessage: 'E-mail' },
    firstName: { id: 'requests.field.first_name', defaultMessage: 'First name' },
    lastName: { id: 'requests.field.last_name', defaultMessage: 'Last name' },
    optionalMessage: {
      id: 'requests.field.message',
      defaultMessage: 'Message (optional)',
    },
    addObserverText: {
      id: 'requests.dialog.add_observer.text',
      defaultMessage: 'Observers can read the request and receive the signed documents.',
    },
    addSignerText: {
      id: 'requests.dialog.add_signer.text',
      defaultMessage: 'The new signer is invited by e-mail when it is their turn.',
    },
    delegateText: {
      id: 'requests.dialog.delegate.text',
      defaultMessage:
        'Someone else signs in your place and is invited by e-mail. You can then no longer sign this request.',
    },
    delegateConfirm: { id: 'requests.dialog.delegate.confirm', defaultMessage: 'Delegate' },
    removeSignerTitle: {
      id: 'requests.dialog.remove_signer.title',
      defaultMessage: 'Remove signer',
    },
    remove: { id: 'requests.dialog.remove', defaultMessage: 'Remove' },
    withdrawText: {
      id: 'requests.dialog.withdraw.text',
      defaultMessage:
        'Nobody can sign this request any more. The signers and observers are told by e-mail.',
    },
    withdrawMessage: {
      id: 'requests.dialog.withdraw.message',
      defaultMessage: 'Message to the signers (optional)',
    },
    withdrawConfirm: { id: 'requests.dialog.withdraw.confirm', defaultMessage: 'Withdraw' },
    deleteConfirm: { id: 'requests.dialog.delete.confirm', defaultMessage: 'Delete' },
    eventCREATED: { id: 'requests.event.created', defaultMessage: 'Created' },
    eventINITIATED: { id: 'requests.event.initiated', defaultMessage: 'Sent to the signers' },
    eventVIEWED: { id: 'requests.event.viewed', defaultMessage: 'Viewed' },
    eventSIGNED: { id: 'requests.event.signed', defaultMessage: 'Signed' },
    eventDECLINED: { id: 'requests.event.declined', defaultMessage: 'Declined' },
    eventWITHDRAWN: { id: 'requests.event.withdrawn', defaultMessage: 'Withdrawn' },
    eventREMINDED: { id: 'requests.event.reminded', defaultMessage: 'Signers reminded' },
    eventDELEGATED: { id: 'requests.event.delegated', defaultMessage: 'Signature delegated' },
    eventSIGNER_ADDED: { id: 'requests.event.signer_added', defaultMessage: 'Signer added' },
    eventSIGNER_REMOVED: { id: 'requests.event.signer_removed', defaultMessage: 'Signer removed' },
    eventOBSERVER_ADDED: { id: 'requests.event.observer_added', defaultMessage: 'Observer added' },
    eventOBSERVER_REMOVED: {
      id: 'requests.event.observer_removed',
      defaultMessage: 'Observer removed',
    },
    eventDOCUMENT_ADDED: { id: 'requests.event.document_added', defaultMessage: 'Document added' },
    eventDOCUMENT_REMOVED: {
      id: 'requests.event.document_removed',
      defaultMessage: 'Document removed',
    },
    eventCOMPLETED: { id: 'requests.event.completed', defaultMessage: 'Signed by everyone' },
    eventEXPIRED: { id: 'requests.event.expired', defaultMessage: 'Expired' },
    eventUPDATED: { id: 'requests.event.updated', defaultMessage: 'Details changed' },
    eventDOWNLOADED: { id: 'requests.event.downloaded', defaultMessage: 'Downloaded' },
    eventCLAIMED: { id: 'requests.event.claimed', defaultMessage: 'Added to an account' },
    eventATTACHMENT_ADDED: {
      id: 'requests.event.attachment_added',
      defaultMessage: 'Attachment added',
    },
    eventATTACHMENT_REMOVED: {
      id: 'requests.event.attachment_removed',
      defaultMessage: 'Attachment removed',
    },
    sendToTitle: { id: 'requests.sendto.title', defaultMessage: 'Add a request to your account' },
    sendToHint: {
      id: 'requests.sendto.hint',
      defaultMessage: 'Add it to your account to sign it with the identity you have set up here.',
    },
    sendToClaim: { id: 'requests.sendto.claim', defaultMessage: 'Add to my account' },
    sendToExpired: {
      id: 'requests.sendto.expired',
      defaultMessage: 'This invitation has expired.',
    },
    sendToTaken: {
      id: 'requests.sendto.taken',
      defaultMessage: 'Someone else has already added this request to their account.',
    },
    sendToClosed: {
      id: 'requests.sendto.closed',
      defaultMessage:
        'This request can no longer be added: it has been signed, declined or withdrawn.',
    },
    sendToDashboard: { id: 'requests.sendto.dashboard', defaultMessage: 'Go to the dashboard' },
    sendToOtherAddress: {
      id: 'requests.sendto.other_address',
      defaultMessage:
        'This invitation was sent to another e-mail address. Only an account under that address can add it: sign in with it, or open the request with the link in the e-mail.',
    },
  }),
  from: defineMessage<{ name: string }>({ id: 'requests.from', defaultMessage: 'From {name}' }),
  created: defineMessage<{ date: string }>({
    id: 'requests.created',
    defaultMessage: 'Created {date}',
  }),
  updated: defineMessage<{ date: string }>({
    id: 'requests.updated',
    defaultMessage: 'Last change {date}',
  }),
  expires: defineMessage<{ date: string }>({
    id: 'requests.expires',
    defaultMessage: 'Expires {date}',
  }),
  level: defineMessage<{ legislation: string; quality: string }>({
    id: 'requests.level',
    defaultMessage: '{quality} · {legislation}',
  }),
  signatureBox: defineMessage<{ name: string }>({
    id: 'requests.signature_box',
    defaultMessage: 'Signature box of {name}',
  }),
  groupSignedBy: defineMessage<{ name: string }>({
    id: 'requests.group.signed_by',
    defaultMessage: 'Signed by {name}',
  }),
  groupAnyOf: defineMessage<{ count: number; names: string }>({
    id: 'requests.group.any_of',
    defaultMessage:
      '{count, plural, one {Invited: {names}} other {Any one of # members signs: {names}}}',
  }),
  you: defineMessage<{ name: string }>({ id: 'requests.you', defaultMessage: '{name} (you)' }),
  signedAt: defineMessage<{ date: string }>({
    id: 'requests.signed_at',
    defaultMessage: 'Signed {date}',
  }),
  order: defineMessage<{ sequence: number }>({
    id: 'requests.order',
    defaultMessage: 'Signs as number {sequence}',
  }),
  removeSigner: defineMessage<{ name: string }>({
    id: 'requests.action.remove_signer',
    defaultMessage: 'Remove {name}',
  }),
  removeObserver: defineMessage<{ email: string }>({
    id: 'requests.action.remove_observer',
    defaultMessage: 'Remove {email}',
  }),
  download: defineMessage<{ name: string }>({
    id: 'requests.action.download',
    defaultMessage: 'Download {name}',
  }),
  downloadSigned: defineMessage<{ name: string }>({
    id: 'requests.action.download_signed',
    defaultMessage: 'Download signed {name}',
  }),
  removeSignerText: defineMessage<{ name: string }>({
    id: 'requests.dialog.remove_signer.text',
    defaultMessage: '{name} will no longer be able to sign this request.',
  }),
  deleteText: defineMessage<{ title: string }>({
    id: 'requests.dialog.delete.text',
    defaultMessage: 'The draft “{title}” and its documents will be deleted. This cannot be undone.',
  }),
  personActions: defineMessage<{ name: string }>({
    id: 'requests.action.person_menu',
    defaultMessage: 'Actions for {name}',
  }),
  eventBy: defineMessage<{ actor: string }>({
    id: 'requests.event.by',
    defaultMessage: 'by {actor}',
  }),
  sendToText: defineMessage<{ email: string; sender: string; title: string }>({
    id: 'requests.sendto.text',
    defaultMessage: '{sender} asked {email} to sign “{title}”.',
  }),
};
