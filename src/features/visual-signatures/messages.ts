import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: { id: 'visual_signatures.title', defaultMessage: 'Visual signatures' },
    intro: {
      id: 'visual_signatures.intro',
      defaultMessage:
        'How your signature looks in the documents you sign. The default one is used unless you choose another.',
    },
    create: { id: 'visual_signatures.create', defaultMessage: 'New signature' },
    listLabel: { id: 'visual_signatures.list', defaultMessage: 'Your visual signatures' },
    isDefault: { id: 'visual_signatures.default', defaultMessage: 'Default' },
    withImage: { id: 'visual_signatures.with_image', defaultMessage: 'Handwritten' },
    setDefault: { id: 'visual_signatures.set_default', defaultMessage: 'Make default' },
    edit: { id: 'visual_signatures.edit', defaultMessage: 'Edit' },
    delete: { id: 'visual_signatures.delete', defaultMessage: 'Delete' },
    defaultChanged: {
      id: 'visual_signatures.default_changed',
      defaultMessage: 'The default signature was changed.',
    },
    deleted: { id: 'visual_signatures.deleted', defaultMessage: 'The signature was deleted.' },
    saved: { id: 'visual_signatures.saved', defaultMessage: 'The signature was saved.' },
    emptyTitle: { id: 'visual_signatures.empty.title', defaultMessage: 'No visual signature yet' },
    emptyText: {
      id: 'visual_signatures.empty.text',
      defaultMessage:
        'Create one to choose the name, the details and the handwritten signature your stamp shows.',
    },
    loading: { id: 'visual_signatures.loading', defaultMessage: 'Loading your signatures…' },
    loadFailed: {
      id: 'visual_signatures.load_failed',
      defaultMessage: 'Your visual signatures could not be loaded.',
    },
    retry: { id: 'visual_signatures.retry', defaultMessage: 'Try again' },
    previewFailed: {
      id: 'visual_signatures.preview_failed',
      defaultMessage: 'The preview could not be shown.',
    },
    previewUpdating: { id: 'visual_signatures.preview_updating', defaultMessage: 'Updating…' },
    previewNeedsName: {
      id: 'visual_signatures.preview_needs_name',
      defaultMessage: 'Enter a label and a name to see the preview.',
    },
    deleteTitle: {
      id: 'visual_signatures.delete.title',
      defaultMessage: 'Delete visual signature',
    },
    deleteFailed: {
      id: 'visual_signatures.delete.failed',
      defaultMessage: 'Failed to delete the signature',
    },
    cancel: { id: 'visual_signatures.cancel', defaultMessage: 'Cancel' },
    editTitle: { id: 'visual_signatures.edit.title', defaultMessage: 'Edit signature' },
    newTitle: { id: 'visual_signatures.edit.new_title', defaultMessage: 'New signature' },
    save: { id: 'visual_signatures.save', defaultMessage: 'Save signature' },
    saveFailed: {
      id: 'visual_signatures.save_failed',
      defaultMessage: 'The signature was not saved',
    },
    imageFailed: {
      id: 'visual_signatures.image_failed',
      defaultMessage:
        'The signature was saved, but not its handwritten image. Save again to retry.',
    },
    detailsSection: { id: 'visual_signatures.section.details', defaultMessage: 'Details' },
    optionsSection: {
      id: 'visual_signatures.section.options',
      defaultMessage: 'What the stamp shows',
    },
    previewSection: { id: 'visual_signatures.section.preview', defaultMessage: 'Preview' },
    handwritingSection: {
      id: 'visual_signatures.section.handwriting',
      defaultMessage: 'Handwritten signature (optional)',
    },
    handwritingIntro: {
      id: 'visual_signatures.handwriting.intro',
      defaultMessage:
        'Without one, the stamp shows your typed name. Draw your signature below or upload an image of it.',
    },
    alias: { id: 'visual_signatures.field.alias', defaultMessage: 'Label' },
    aliasHelp: {
      id: 'visual_signatures.field.alias_help',
      defaultMessage: 'Only for you, to tell your signatures apart (e.g. Work).',
    },
    name: { id: 'visual_signatures.field.name', defaultMessage: 'Name on the stamp' },
    company: { id: 'visual_signatures.field.company', defaultMessage: 'Company (optional)' },
    location: { id: 'visual_signatures.field.location', defaultMessage: 'Location (optional)' },
    language: { id: 'visual_signatures.field.language', defaultMessage: 'Language of the stamp' },
    displayQr: { id: 'visual_signatures.field.qr', defaultMessage: 'Show a QR code' },
    displayDate: { id: 'visual_signatures.field.date', defaultMessage: 'Show the date' },
    displayClaim: { id: 'visual_signatures.field.claim', defaultMessage: 'Show the claim' },
    displayStandards: {
      id: 'visual_signatures.field.standards',
      defaultMessage: 'Show the signature standard',
    },
    lockedOn: {
      id: 'visual_signatures.locked_on',
      defaultMessage: 'Always shown: set by your organisation.',
    },
    lockedOff: {
      id: 'visual_signatures.locked_off',
      defaultMessage: 'Never shown: set by your organisation.',
    },
    padLabel: {
      id: 'visual_signatures.pad.label',
      defaultMessage: 'Drawing area for your signature',
    },
    padInstructions: {
      id: 'visual_signatures.pad.instructions',
      defaultMessage:
        'Draw with a mouse, a pen or your finger. Not required: the typed name or an uploaded image works as well.',
    },
    undo: { id: 'visual_signatures.pad.undo', defaultMessage: 'Undo last stroke' },
    clear: { id: 'visual_signatures.pad.clear', defaultMessage: 'Clear drawing' },
    upload: {
      id: 'visual_signatures.upload',
      defaultMessage: 'Upload an image (PNG, JPEG or SVG)',
    },
    uploadUnreadable: {
      id: 'visual_signatures.upload.unreadable',
      defaultMessage: 'This image could not be read. Choose a PNG, JPEG or SVG file.',
    },
    storedImage: {
      id: 'visual_signatures.image.stored',
      defaultMessage: 'This signature has a handwritten image.',
    },
    removeImage: {
      id: 'visual_signatures.image.remove',
      defaultMessage: 'Remove handwritten image',
    },
    imageRemoved: {
      id: 'visual_signatures.image.removed',
      defaultMessage: 'The handwritten image is removed when you save.',
    },
    keepImage: { id: 'visual_signatures.image.keep', defaultMessage: 'Keep the image' },
  }),
  setDefaultNamed: defineMessage<{ alias: string }>({
    id: 'visual_signatures.set_default_named',
    defaultMessage: 'Make default “{alias}”',
  }),
  editNamed: defineMessage<{ alias: string }>({
    id: 'visual_signatures.edit_named',
    defaultMessage: 'Edit “{alias}”',
  }),
  deleteNamed: defineMessage<{ alias: string }>({
    id: 'visual_signatures.delete_named',
    defaultMessage: 'Delete “{alias}”',
  }),
  previewAlt: defineMessage<{ name: string }>({
    id: 'visual_signatures.preview_alt',
    defaultMessage: 'Preview of the signature stamp for {name}',
  }),
  deleteText: defineMessage<{ alias: string }>({
    id: 'visual_signatures.delete.text',
    defaultMessage: 'Delete “{alias}”? Documents you already signed keep their stamp.',
  }),
  deleteDefaultText: defineMessage<{ alias: string }>({
    id: 'visual_signatures.delete.default_text',
    defaultMessage:
      '“{alias}” is your default signature. If you delete it, your oldest other signature becomes the default. Documents you already signed keep their stamp.',
  }),
  padStrokes: defineMessage<{ count: number }>({
    id: 'visual_signatures.pad.strokes',
    defaultMessage:
      '{count, plural, =0 {Nothing drawn yet.} one {# stroke drawn.} other {# strokes drawn.}}',
  }),
  uploadTooLarge: defineMessage<{ max: string }>({
    id: 'visual_signatures.upload.too_large',
    defaultMessage: 'This image is larger than {max}. Choose a smaller file.',
  }),
};

/** The stamp languages, each named in itself (marked with its `lang`). */
export const languageNames = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
} as const;
