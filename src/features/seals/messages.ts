import { defineMessage, defineMessages } from 'react-intl';

/** The seals pages' and dialogs' texts (/business/seals and /business/seals/{accountname}). */
export const messages = {
  ...defineMessages({
    title: { id: 'seals.title', defaultMessage: 'Seals' },
    intro: {
      id: 'seals.intro',
      defaultMessage:
        'A seal signs in the name of your organisation: its signatures name the business, not a person.',
    },
    listLabel: { id: 'seals.list_label', defaultMessage: 'Seals of the business' },
    name: { id: 'seals.name', defaultMessage: 'Seal' },
    accountName: { id: 'seals.account_name', defaultMessage: 'Account name' },
    quality: { id: 'seals.quality', defaultMessage: 'Standard' },
    members: { id: 'seals.members', defaultMessage: 'Members' },
    apiKeys: { id: 'seals.api_keys', defaultMessage: 'API keys' },
    image: { id: 'seals.image', defaultMessage: 'Image' },
    noImage: { id: 'seals.no_image', defaultMessage: 'No image' },
    emptyTitle: { id: 'seals.empty_title', defaultMessage: 'No seals yet' },
    emptyText: {
      id: 'seals.empty_text',
      defaultMessage:
        'Your business gets its seal when it is set up. Contact support if it is missing.',
    },
    loadFailed: { id: 'seals.load_failed', defaultMessage: 'The seals could not be loaded.' },
    sealFailed: { id: 'seals.seal_failed', defaultMessage: 'The seal could not be loaded.' },
    membersFailed: {
      id: 'seals.members_failed',
      defaultMessage: 'The members of the business could not be loaded.',
    },
    retry: { id: 'seals.retry', defaultMessage: 'Try again' },
    back: { id: 'seals.back', defaultMessage: 'All seals' },

    detailsTitle: { id: 'seals.details_title', defaultMessage: 'Details' },
    displayName: { id: 'seals.display_name', defaultMessage: 'Display name' },
    rename: { id: 'seals.rename', defaultMessage: 'Rename' },
    renameLabel: { id: 'seals.rename_label', defaultMessage: 'Rename the seal' },
    renamed: { id: 'seals.renamed', defaultMessage: 'The seal was renamed.' },
    renameTitle: { id: 'seals.rename_title', defaultMessage: 'Rename the seal' },
    renameText: {
      id: 'seals.rename_text',
      defaultMessage: 'Signatures made from now on show the new name.',
    },
    renameConfirm: { id: 'seals.rename_confirm', defaultMessage: 'Save' },
    renameFailed: { id: 'seals.rename_failed', defaultMessage: 'The seal was not renamed.' },
    nameEmpty: { id: 'seals.name_empty', defaultMessage: 'Enter a name for the seal.' },

    cancel: { id: 'seals.cancel', defaultMessage: 'Cancel' },

    imageTitle: { id: 'seals.image_title', defaultMessage: 'Seal image' },
    imageText: {
      id: 'seals.image_text',
      defaultMessage:
        'Shown in the stamp of every signature made with the seal. PNG or JPEG, at most 2 MB.',
    },
    noImageYet: {
      id: 'seals.no_image_yet',
      defaultMessage: 'No image yet: the stamp shows the seal’s name.',
    },
    uploadImage: { id: 'seals.upload_image', defaultMessage: 'Upload an image' },
    replaceImage: { id: 'seals.replace_image', defaultMessage: 'Replace the image' },
    removeImage: { id: 'seals.remove_image', defaultMessage: 'Remove the image' },
    imageSaved: { id: 'seals.image_saved', defaultMessage: 'The seal’s image was saved.' },
    imageRemoved: { id: 'seals.image_removed', defaultMessage: 'The seal’s image was removed.' },
    imageTooLarge: {
      id: 'seals.image_too_large',
      defaultMessage: 'A seal image may have at most 2 MB.',
    },
    imageNotSupported: {
      id: 'seals.image_not_supported',
      defaultMessage: 'The seal image must be a PNG or JPEG file.',
    },
    imageDimensions: {
      id: 'seals.image_dimensions',
      defaultMessage: 'The seal image is too small or too large in pixels.',
    },
    removeImageTitle: {
      id: 'seals.remove_image_title',
      defaultMessage: 'Remove the seal’s image?',
    },
    removeImageText: {
      id: 'seals.remove_image_text',
      defaultMessage: 'Signatures made from now on show the seal’s name without an image.',
    },
    removeImageConfirm: { id: 'seals.remove_image_confirm', defaultMessage: 'Remove' },
    removeImageFailed: {
      id: 'seals.remove_image_failed',
      defaultMessage: 'The image was not removed.',
    },

    membersTitle: { id: 'seals.members_title', defaultMessage: 'Members who may apply it' },
    membersText: {
      id: 'seals.members_text',
      defaultMessage: 'Only the members listed here can choose this seal when they sign.',
    },
    membersLabel: { id: 'seals.members_label', defaultMessage: 'Members who may apply the seal' },
    personName: { id: 'seals.person_name', defaultMessage: 'Name' },
    email: { id: 'seals.email', defaultMessage: 'E-mail' },
    noMembers: { id: 'seals.no_members', defaultMessage: 'Nobody may apply the seal yet.' },
    noMembersText: {
      id: 'seals.no_members_text',
      defaultMessage: 'Add members of your business; they can then choose the seal when they sign.',
    },
    unknownMember: { id: 'seals.unknown_member', defaultMessage: 'Former member' },
    addMembers: { id: 'seals.add_members', defaultMessage: 'Add members' },
    remove: { id: 'seals.remove', defaultMessage: 'Remove' },
    memberRemoved: {
      id: 'seals.member_removed',
      defaultMessage: 'The member may no longer apply the seal.',
    },

    addTitle: { id: 'seals.add_title', defaultMessage: 'Add members to the seal' },
    addText: {
      id: 'seals.add_text',
      defaultMessage: 'The members you choose may sign with the seal from now on.',
    },
    addChoose: { id: 'seals.add_choose', defaultMessage: 'Members of the business' },
    addNone: { id: 'seals.add_none', defaultMessage: 'Choose at least one member.' },
    addNobodyLeft: {
      id: 'seals.add_nobody_left',
      defaultMessage: 'Every member of the business may already apply the seal.',
    },
    addFailed: { id: 'seals.add_failed', defaultMessage: 'The members were not added.' },
  }),
  imageAlt: defineMessage<{ name: string }>({
    id: 'seals.image_alt',
    defaultMessage: 'The image of {name}',
  }),
  aboutText: defineMessage<{ business: string }>({
    id: 'seals.about_text',
    defaultMessage:
      'The members below, and the business’s API users, may apply this seal. When signing, they choose the seal instead of their own name; the signature then names {business} and shows the seal’s image and name.',
  }),
  nameTooLong: defineMessage<{ max: number }>({
    id: 'seals.name_too_long',
    defaultMessage: 'A seal’s name may have at most {max} characters.',
  }),
  removeMember: defineMessage<{ name: string }>({
    id: 'seals.remove_member',
    defaultMessage: 'Remove {name} from the seal',
  }),
  membersAdded: defineMessage<{ count: number }>({
    id: 'seals.members_added',
    defaultMessage:
      '{count, plural, one {The member may now apply the seal.} other {# members may now apply the seal.}}',
  }),
  addConfirm: defineMessage<{ count: number }>({
    id: 'seals.add_confirm',
    defaultMessage: '{count, plural, =0 {Add} one {Add # member} other {Add # members}}',
  }),
};
