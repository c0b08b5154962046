import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    uploadTitle: { id: 'prepare.upload.title', defaultMessage: 'New signature request' },
    uploadIntro: {
      id: 'prepare.upload.intro',
      defaultMessage:
        'Add the PDF documents to be signed: up to 50 documents, 40 MB each and 60 MB together.',
    },
    dropLabel: { id: 'prepare.upload.drop_label', defaultMessage: 'PDF documents' },
    notPdf: { id: 'prepare.upload.not_pdf', defaultMessage: 'This file is not a PDF document.' },
    tooMany: {
      id: 'prepare.upload.too_many',
      defaultMessage: 'A request may have at most 50 documents.',
    },
    tooLargeTogether: {
      id: 'prepare.upload.too_large_together',
      defaultMessage: 'The documents of a request may have at most 60 MB together.',
    },
    uploadFailed: {
      id: 'prepare.upload.failed',
      defaultMessage: 'Some documents could not be uploaded. Remove them or try again.',
    },
    continue: { id: 'prepare.continue', defaultMessage: 'Continue' },
    documentsStep: { id: 'prepare.step.documents', defaultMessage: 'Documents' },
    detailsStep: { id: 'prepare.step.details', defaultMessage: 'Signers and details' },
    steps: { id: 'prepare.steps', defaultMessage: 'Steps of the request' },
    inviteTitle: { id: 'prepare.invite.title', defaultMessage: 'Prepare the request' },
    documentsInDraft: {
      id: 'prepare.documents.in_draft',
      defaultMessage: 'Documents in this request',
    },
    noDocuments: { id: 'prepare.documents.none', defaultMessage: 'No documents yet.' },
    editDocuments: { id: 'prepare.documents.edit', defaultMessage: 'Add or remove documents' },
    details: { id: 'prepare.details', defaultMessage: 'Details' },
    title: { id: 'prepare.field.title', defaultMessage: 'Title' },
    message: { id: 'prepare.field.message', defaultMessage: 'Message to the signers' },
    signers: { id: 'prepare.signers', defaultMessage: 'Signers' },
    email: { id: 'prepare.field.email', defaultMessage: 'E-mail' },
    firstName: { id: 'prepare.field.first_name', defaultMessage: 'First name' },
    lastName: { id: 'prepare.field.last_name', defaultMessage: 'Last name' },
    language: { id: 'prepare.field.language', defaultMessage: 'Language of e-mails and stamp' },
    mobile: { id: 'prepare.field.mobile', defaultMessage: 'Mobile number (optional)' },
    mobileInvalid: {
      id: 'prepare.field.mobile_invalid',
      defaultMessage: 'Enter a number like 079 555 0123.',
    },
    addGroup: { id: 'prepare.add_group', defaultMessage: 'Add signer group' },
    addGroupTitle: { id: 'prepare.add_group.title', defaultMessage: 'Add signer group' },
    addGroupText: {
      id: 'prepare.add_group.text',
      defaultMessage: 'Any one member of the group may sign; the first to sign signs for all.',
    },
    addGroupConfirm: { id: 'prepare.add_group.confirm', defaultMessage: 'Add group' },
    groupField: { id: 'prepare.add_group.group', defaultMessage: 'Signer group' },
    groupRequired: { id: 'prepare.add_group.required', defaultMessage: 'Choose a group.' },
    languageEn: { id: 'prepare.language.en', defaultMessage: 'English' },
    languageDe: { id: 'prepare.language.de', defaultMessage: 'German' },
    languageFr: { id: 'prepare.language.fr', defaultMessage: 'French' },
    languageIt: { id: 'prepare.language.it', defaultMessage: 'Italian' },
    addSigner: { id: 'prepare.signer.add', defaultMessage: 'Add signer' },
    ordered: { id: 'prepare.signers.ordered', defaultMessage: 'Signers sign one after another' },
    orderedHint: {
      id: 'prepare.signers.ordered_hint',
      defaultMessage: 'Each signer is invited when the one before has signed.',
    },
    noSigners: { id: 'prepare.signers.none', defaultMessage: 'Add at least one signer.' },
    duplicateEmail: {
      id: 'prepare.signers.duplicate',
      defaultMessage: 'This address is already in the request.',
    },
    observers: { id: 'prepare.observers', defaultMessage: 'Observers' },
    observersHint: {
      id: 'prepare.observers.hint',
      defaultMessage: 'Observers can read the request and receive the signed documents.',
    },
    addObserver: { id: 'prepare.observer.add', defaultMessage: 'Add observer' },
    quality: { id: 'prepare.quality', defaultMessage: 'Required signature standard' },
    qualitySES: { id: 'prepare.quality.ses', defaultMessage: 'Simple electronic signature (SES)' },
    qualityAES: {
      id: 'prepare.quality.aes',
      defaultMessage: 'Advanced electronic signature (AES)',
    },
    qualityQES: {
      id: 'prepare.quality.qes',
      defaultMessage: 'Qualified electronic signature (QES)',
    },
    qualityPART11: {
      id: 'prepare.quality.part11',
      defaultMessage: 'Regulated records (21 CFR Part 11)',
    },
    legislation: { id: 'prepare.legislation', defaultMessage: 'Legislation' },
    legislationZERTES: { id: 'prepare.legislation.zertes', defaultMessage: 'Swiss law (ZertES)' },
    legislationEIDAS: { id: 'prepare.legislation.eidas', defaultMessage: 'EU law (eIDAS)' },
    placement: { id: 'prepare.placement', defaultMessage: 'Signature boxes' },
    placementHint: {
      id: 'prepare.placement.hint',
      defaultMessage:
        'Choose a signer, then add their box or click on a page to place it. Drag a box to move it, or drag its corner to resize it.',
    },
    placementSigner: { id: 'prepare.placement.signer', defaultMessage: 'Place the box of' },
    placementPage: { id: 'prepare.placement.page', defaultMessage: 'Page' },
    noField: { id: 'prepare.fields.none', defaultMessage: 'None: boxes only' },
    boxRoleDescription: { id: 'prepare.box.role', defaultMessage: 'movable signature box' },
    boxKeys: {
      id: 'prepare.box.keys',
      defaultMessage:
        'Arrow keys move the box, with Shift in larger steps. Alt and the arrow keys change its size. Page Up and Page Down move it to another page. Delete removes it.',
    },
    noSignerToPlace: {
      id: 'prepare.placement.no_signer',
      defaultMessage: 'Add a signer with an e-mail address to place signature boxes.',
    },
    saveDraft: { id: 'prepare.save_draft', defaultMessage: 'Save as draft' },
    formActions: { id: 'prepare.form_actions', defaultMessage: 'Save or send the request' },
    saved: { id: 'prepare.saved', defaultMessage: 'The draft is saved.' },
    send: { id: 'prepare.send', defaultMessage: 'Send' },
    sendTitle: { id: 'prepare.send.title', defaultMessage: 'Send the request?' },
    sendOrdered: {
      id: 'prepare.send.ordered',
      defaultMessage: 'They are invited one after another, in the order shown.',
    },
    sendFinal: {
      id: 'prepare.send.final',
      defaultMessage: 'After sending, the documents can no longer be changed.',
    },
    cancel: { id: 'prepare.cancel', defaultMessage: 'Cancel' },
    fixErrors: {
      id: 'prepare.fix_errors',
      defaultMessage: 'Please correct the marked fields.',
    },
    notDraft: {
      id: 'prepare.not_draft',
      defaultMessage: 'This request has already been sent and can no longer be prepared.',
    },
  }),
  removeDocument: defineMessage<{ name: string }>({
    id: 'prepare.documents.remove',
    defaultMessage: 'Remove {name}',
  }),
  removeSigner: defineMessage<{ name: string }>({
    id: 'prepare.signer.remove',
    defaultMessage: 'Remove {name}',
  }),
  moveUp: defineMessage<{ name: string }>({
    id: 'prepare.signer.move_up',
    defaultMessage: 'Move {name} up',
  }),
  moveDown: defineMessage<{ name: string }>({
    id: 'prepare.signer.move_down',
    defaultMessage: 'Move {name} down',
  }),
  moved: defineMessage<{ name: string; position: number }>({
    id: 'prepare.signer.moved',
    defaultMessage: '{name} is now number {position}.',
  }),
  observerEmail: defineMessage<{ number: number }>({
    id: 'prepare.observer.email',
    defaultMessage: 'Observer {number}',
  }),
  removeObserver: defineMessage<{ number: number }>({
    id: 'prepare.observer.remove',
    defaultMessage: 'Remove observer {number}',
  }),
  addBox: defineMessage<{ page: number }>({
    id: 'prepare.placement.add',
    defaultMessage: 'Add box to page {page}',
  }),
  boxLabel: defineMessage<{ name: string; page: number }>({
    id: 'prepare.box.label',
    defaultMessage: 'Signature box of {name}, page {page}',
  }),
  boxOnEarlierPage: defineMessage<{ target: number; page: number }>({
    id: 'prepare.placement.earlier_page',
    defaultMessage: 'Page {target} has no free space for the box: it is on page {page}.',
  }),
  noFreeSpace: defineMessage<{ page: number }>({
    id: 'prepare.placement.no_space',
    defaultMessage:
      'No page has free space for the box: it covers the least text it can on page {page}. Move it or make it smaller.',
  }),
  fieldSuggestion: defineMessage<{ field: string }>({
    id: 'prepare.fields.suggestion',
    defaultMessage: 'Suggested: “{field}”',
  }),
  boxMoved: defineMessage<{ page: number; x: number; y: number; width: number; height: number }>({
    id: 'prepare.box.moved',
    defaultMessage: 'Box on page {page} at {x}, {y} points, {width} by {height} points.',
  }),
  unnamedSigner: defineMessage<{ number: number }>({
    id: 'prepare.signer.unnamed',
    defaultMessage: 'Signer {number}',
  }),
  sendSummary: defineMessage<{ signers: number; documents: number }>({
    id: 'prepare.send.summary',
    defaultMessage:
      '{signers, plural, one {# signer} other {# signers}} will be invited by e-mail to sign {documents, plural, one {# document} other {# documents}}.',
  }),
  sendObservers: defineMessage<{ count: number }>({
    id: 'prepare.send.observers',
    defaultMessage: '{count, plural, one {# observer} other {# observers}} can follow the request.',
  }),
  sendNoBoxes: defineMessage<{ names: string }>({
    id: 'prepare.send.no_boxes',
    defaultMessage:
      '{names} will sign without a visible stamp, because no signature box is placed for them.',
  }),
  documentFields: defineMessage<{ count: number }>({
    id: 'prepare.fields.hint',
    defaultMessage:
      'This document has {count, plural, one {an empty signature field} other {# empty signature fields}} of its own. A signer can sign into one instead of a box: choose it below, or click the field on the page.',
  }),
  fieldFor: defineMessage<{ name: string }>({
    id: 'prepare.fields.select',
    defaultMessage: 'Signature field of the document for {name}',
  }),
  useField: defineMessage<{ field: string }>({
    id: 'prepare.fields.use',
    defaultMessage: 'Use the signature field “{field}”',
  }),
  useHeldField: defineMessage<{ field: string; holder: string }>({
    id: 'prepare.fields.use_held',
    defaultMessage: 'Use the signature field “{field}” (now {holder})',
  }),
  fieldOnPage: defineMessage<{ field: string; holder: string }>({
    id: 'prepare.fields.marker',
    defaultMessage: '“{field}”: {holder}',
  }),
  fieldAssigned: defineMessage<{ name: string; field: string }>({
    id: 'prepare.fields.assigned',
    defaultMessage: '{name} signs into the signature field “{field}”.',
  }),
  fieldCleared: defineMessage<{ name: string }>({
    id: 'prepare.fields.cleared',
    defaultMessage: '{name} signs into no signature field of this document.',
  }),
  saveFailed: defineMessage<{ reason: string }>({
    id: 'prepare.save_failed',
    defaultMessage: 'The request could not be saved: {reason} Your input is kept.',
  }),
  groupMembers: defineMessage<{ count: number; names: string }>({
    id: 'prepare.group_members',
    defaultMessage:
      '{count, plural, =0 {No members} one {Signs: {names}} other {Any one of # members signs: {names}}}',
  }),
};
