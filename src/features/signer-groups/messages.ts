import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    // The page.
    title: { id: 'signer_groups.title', defaultMessage: 'Signer groups' },
    intro: {
      id: 'signer_groups.intro',
      defaultMessage:
        'A signer group stands for several people: any one of them may sign a request addressed to the group.',
    },
    create: { id: 'signer_groups.create', defaultMessage: 'Create signer group' },
    listLabel: { id: 'signer_groups.list_label', defaultMessage: 'Signer groups of the business' },
    name: { id: 'signer_groups.column.name', defaultMessage: 'Name' },
    description: { id: 'signer_groups.column.description', defaultMessage: 'Description' },
    membersCount: { id: 'signer_groups.column.members', defaultMessage: 'Members' },
    editShort: { id: 'signer_groups.edit_short', defaultMessage: 'Edit' },
    deleteShort: { id: 'signer_groups.delete_short', defaultMessage: 'Delete' },
    emptyTitle: { id: 'signer_groups.empty.title', defaultMessage: 'No signer groups yet' },
    emptyText: {
      id: 'signer_groups.empty.text',
      defaultMessage:
        'Create a group, for example your management board, and send requests to it: the first member to sign signs for all.',
    },
    loadFailed: {
      id: 'signer_groups.load_failed',
      defaultMessage: 'The signer groups could not be loaded.',
    },
    retry: { id: 'signer_groups.retry', defaultMessage: 'Try again' },
    created: { id: 'signer_groups.created', defaultMessage: 'Signer group created.' },
    updated: { id: 'signer_groups.updated', defaultMessage: 'Signer group saved.' },
    deleted: { id: 'signer_groups.deleted', defaultMessage: 'Signer group deleted.' },

    // The "create signer group" overlay.
    newTitle: { id: 'signer_groups.overlay.new_title', defaultMessage: 'Create signer group' },
    editTitle: { id: 'signer_groups.overlay.edit_title', defaultMessage: 'Edit signer group' },
    groupName: { id: 'signer_groups.overlay.name', defaultMessage: 'Name' },
    groupNameHelp: {
      id: 'signer_groups.overlay.name_help',
      defaultMessage: 'Signers see this name, e.g. "Management board".',
    },
    groupDescription: { id: 'signer_groups.overlay.description', defaultMessage: 'Description' },
    membersTitle: { id: 'signer_groups.overlay.members', defaultMessage: 'Members' },
    email: { id: 'signer_groups.overlay.email', defaultMessage: 'E-mail address' },
    firstName: { id: 'signer_groups.overlay.first_name', defaultMessage: 'First name' },
    lastName: { id: 'signer_groups.overlay.last_name', defaultMessage: 'Last name' },
    addMember: { id: 'signer_groups.overlay.add_member', defaultMessage: 'Add member' },
    rowsFull: {
      id: 'signer_groups.overlay.rows_full',
      defaultMessage: 'The group has the most members your business allows.',
    },
    cancel: { id: 'signer_groups.overlay.cancel', defaultMessage: 'Cancel' },
    save: { id: 'signer_groups.overlay.save', defaultMessage: 'Save group' },
    saveFailed: {
      id: 'signer_groups.overlay.save_failed',
      defaultMessage: 'The signer group was not saved.',
    },
    nameRequired: { id: 'signer_groups.error.name_required', defaultMessage: 'Enter a name.' },
    tooLong: {
      id: 'signer_groups.error.too_long',
      defaultMessage: 'This is too long.',
    },
    emailRequired: {
      id: 'signer_groups.error.email_required',
      defaultMessage: 'Enter an e-mail address.',
    },
    emailInvalid: {
      id: 'signer_groups.error.email_invalid',
      defaultMessage: 'Enter a valid e-mail address, e.g. name@example.com.',
    },
    emailDuplicate: {
      id: 'signer_groups.error.email_duplicate',
      defaultMessage: 'This person is already in the group.',
    },
    listEmpty: {
      id: 'signer_groups.error.list_empty',
      defaultMessage: 'Add at least one member.',
    },
    // The "delete signer group" dialog.
    deleteTitle: { id: 'signer_groups.delete.title', defaultMessage: 'Delete signer group' },
    deleteConfirm: { id: 'signer_groups.delete.confirm', defaultMessage: 'Delete group' },
    deleteFailed: {
      id: 'signer_groups.delete.failed',
      defaultMessage: 'The signer group was not deleted.',
    },
  }),
  limits: defineMessage<{ count: number; maxGroups: number; maxParticipants: number }>({
    id: 'signer_groups.limits',
    defaultMessage:
      '{count, number} of {maxGroups, number} groups used, up to {maxParticipants, number} members each.',
  }),
  limitReached: defineMessage<{ maxGroups: number }>({
    id: 'signer_groups.limit_reached',
    defaultMessage:
      'Your business has reached its limit of {maxGroups} signer groups. Delete a group to create another.',
  }),
  deleteText: defineMessage<{ name: string }>({
    id: 'signer_groups.delete.text',
    defaultMessage:
      'Delete "{name}"? It can no longer be chosen as a signer. Open requests sent to it keep its members, who can still sign them.',
  }),
  membersValue: defineMessage<{ count: number }>({
    id: 'signer_groups.members_value',
    defaultMessage: '{count, plural, one {# member} other {# members}}',
  }),
  edit: defineMessage<{ name: string }>({
    id: 'signer_groups.edit',
    defaultMessage: 'Edit {name}',
  }),
  delete: defineMessage<{ name: string }>({
    id: 'signer_groups.delete',
    defaultMessage: 'Delete {name}',
  }),
  membersHelp: defineMessage<{ max: number }>({
    id: 'signer_groups.overlay.members_help',
    defaultMessage:
      'Any one of these people may sign for the group. At most {max, plural, one {# member} other {# members}}.',
  }),
  member: defineMessage<{ number: number }>({
    id: 'signer_groups.overlay.member',
    defaultMessage: 'Member {number}',
  }),
  removeMember: defineMessage<{ number: number }>({
    id: 'signer_groups.overlay.remove_member',
    defaultMessage: 'Remove member {number}',
  }),
  listTooMany: defineMessage<{ max: number }>({
    id: 'signer_groups.error.list_too_many',
    defaultMessage:
      'Your business allows at most {max, plural, one {# member} other {# members}} per group.',
  }),
};
