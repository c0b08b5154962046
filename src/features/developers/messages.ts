import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    // The page.
    title: { id: 'developers.title', defaultMessage: 'API users' },
    intro: {
      id: 'developers.intro',
      defaultMessage:
        'Technical users let your programs call the Paraph API for your business. Each signs in with its username and secret on every call.',
    },
    create: { id: 'developers.create', defaultMessage: 'Create API user' },
    listTitle: { id: 'developers.list.title', defaultMessage: 'Your API users' },
    listLabel: { id: 'developers.list.label', defaultMessage: 'API users of the business' },
    username: { id: 'developers.column.username', defaultMessage: 'Username' },
    description: { id: 'developers.column.description', defaultMessage: 'Description' },
    created: { id: 'developers.column.created', defaultMessage: 'Created' },
    lastUsed: { id: 'developers.column.last_used', defaultMessage: 'Last used' },
    neverUsed: { id: 'developers.never_used', defaultMessage: 'Never' },
    edit: { id: 'developers.edit', defaultMessage: 'Edit description' },
    reset: { id: 'developers.reset', defaultMessage: 'Reset secret' },
    delete: { id: 'developers.delete', defaultMessage: 'Delete' },
    none: { id: 'developers.none', defaultMessage: 'No API users yet.' },
    noneText: {
      id: 'developers.none_text',
      defaultMessage:
        'Create one for each program that calls the API, so you can revoke them one by one.',
    },
    loadFailed: {
      id: 'developers.load_failed',
      defaultMessage: 'The API users could not be loaded.',
    },
    retry: { id: 'developers.retry', defaultMessage: 'Try again' },
    updated: { id: 'developers.updated', defaultMessage: 'Description saved.' },
    deleted: { id: 'developers.deleted', defaultMessage: 'API user deleted.' },

    // The first call.
    firstCallTitle: { id: 'developers.first_call.title', defaultMessage: 'Your first call' },
    firstCallText: {
      id: 'developers.first_call.text',
      defaultMessage:
        'Every call authenticates with HTTP Basic: the API user’s username and secret. Replace both below, then ask who you are and create a draft request.',
    },
    copyExample: { id: 'developers.first_call.copy', defaultMessage: 'Copy the example' },
    reference: {
      id: 'developers.first_call.reference',
      defaultMessage: 'API reference (opens in a new tab)',
    },

    // Copying.

    // Creating.
    createTitle: { id: 'developers.create.title', defaultMessage: 'Create an API user' },
    createText: {
      id: 'developers.create.text',
      defaultMessage: 'Its secret is shown once, right after it is created.',
    },
    createConfirm: { id: 'developers.create.confirm', defaultMessage: 'Create' },
    createFailed: {
      id: 'developers.create.failed',
      defaultMessage: 'The API user was not created',
    },
    usernameHelp: {
      id: 'developers.username.help',
      defaultMessage:
        'Lower-case letters, digits and hyphens, 3 to 64 characters. It cannot be changed later.',
    },
    usernameRequired: { id: 'developers.username.required', defaultMessage: 'Enter a username.' },
    usernameLength: {
      id: 'developers.username.length',
      defaultMessage: 'Use 3 to 64 characters.',
    },
    usernameCharacters: {
      id: 'developers.username.characters',
      defaultMessage:
        'Use only lower-case letters, digits and hyphens, and start with a letter or digit.',
    },
    usernameTaken: {
      id: 'developers.username.taken',
      defaultMessage: 'This username is taken. Please choose another one.',
    },
    descriptionLabel: { id: 'developers.description.label', defaultMessage: 'Description' },
    descriptionHelp: {
      id: 'developers.description.help',
      defaultMessage: 'What uses it, e.g. “ERP export”.',
    },

    // Editing.
    editConfirm: { id: 'developers.edit.confirm', defaultMessage: 'Save' },
    editFailed: { id: 'developers.edit.failed', defaultMessage: 'The description was not saved' },

    // The secret.
    secretLabel: { id: 'developers.secret.label', defaultMessage: 'Secret' },
    secretWarning: {
      id: 'developers.secret.warning',
      defaultMessage:
        'Copy it now and keep it safe: it will not be shown again. If it is lost, reset it.',
    },
    copySecret: { id: 'developers.secret.copy', defaultMessage: 'Copy the secret' },
    done: { id: 'developers.secret.done', defaultMessage: 'Done' },

    // Resetting and deleting.
    resetTitle: { id: 'developers.reset.title', defaultMessage: 'Reset the secret?' },
    resetConfirm: { id: 'developers.reset.confirm', defaultMessage: 'Reset secret' },
    resetFailed: { id: 'developers.reset.failed', defaultMessage: 'The secret was not reset' },
    deleteTitle: { id: 'developers.delete.title', defaultMessage: 'Delete the API user?' },
    deleteConfirm: { id: 'developers.delete.confirm', defaultMessage: 'Delete' },
    deleteFailed: {
      id: 'developers.delete.failed',
      defaultMessage: 'The API user was not deleted',
    },
    cancel: { id: 'developers.cancel', defaultMessage: 'Cancel' },
  }),
  // With the API user's name.
  actionsFor: defineMessage<{ username: string }>({
    id: 'developers.actions_for',
    defaultMessage: 'Actions for {username}',
  }),
  editTitle: defineMessage<{ username: string }>({
    id: 'developers.edit.title',
    defaultMessage: 'Edit {username}',
  }),
  secretTitle: defineMessage<{ username: string }>({
    id: 'developers.secret.title',
    defaultMessage: 'Secret of {username}',
  }),
  secretCreated: defineMessage<{ username: string }>({
    id: 'developers.secret.created',
    defaultMessage: 'The API user {username} is ready. Its programs sign in with this secret.',
  }),
  secretReset: defineMessage<{ username: string }>({
    id: 'developers.secret.reset',
    defaultMessage: 'This is the new secret of {username}. The old one no longer works.',
  }),
  resetText: defineMessage<{ username: string }>({
    id: 'developers.reset.text',
    defaultMessage:
      'The secret of {username} stops working at once: programs using it are refused until they use the new one, which is shown once.',
  }),
  deleteText: defineMessage<{ username: string }>({
    id: 'developers.delete.text',
    defaultMessage: '{username} and its secret stop working at once. This cannot be undone.',
  }),
};
