import { defineMessage, defineMessages } from 'react-intl';

/** Every default string the UI kit renders on its own; callers may pass their own text. */
export const uiMessages = {
  ...defineMessages({
    close: { id: 'ui.close', defaultMessage: 'Close' },
    dismiss: { id: 'ui.dismiss', defaultMessage: 'Dismiss' },
    loading: { id: 'ui.loading', defaultMessage: 'Loading…' },
    showPassword: { id: 'ui.password.show', defaultMessage: 'Show password' },
    hidePassword: { id: 'ui.password.hide', defaultMessage: 'Hide password' },
    clearSearch: { id: 'ui.search.clear', defaultMessage: 'Clear search' },
    noResults: { id: 'ui.no_results', defaultMessage: 'No results' },
    pagination: { id: 'ui.pagination.label', defaultMessage: 'Pagination' },
    previousPage: { id: 'ui.pagination.previous', defaultMessage: 'Previous page' },
    nextPage: { id: 'ui.pagination.next', defaultMessage: 'Next page' },
    notifications: { id: 'ui.notifications', defaultMessage: 'Notifications' },
    dropFiles: { id: 'ui.files.drop', defaultMessage: 'Drag files here or' },
    chooseFiles: { id: 'ui.files.choose', defaultMessage: 'Choose files' },
    fileTypeNotAllowed: {
      id: 'ui.files.type_not_allowed',
      defaultMessage: 'This file type is not allowed',
    },
    testSystem: { id: 'ui.test_system', defaultMessage: 'Test System' },
    completed: { id: 'ui.stepper.completed', defaultMessage: 'completed' },
  }),
  page: defineMessage<{ page: number }>({
    id: 'ui.pagination.page',
    defaultMessage: 'Page {page}',
  }),
  removeFile: defineMessage<{ name: string }>({
    id: 'ui.files.remove',
    defaultMessage: 'Remove {name}',
  }),
  fileTooLarge: defineMessage<{ max: string }>({
    id: 'ui.files.too_large',
    defaultMessage: 'File is larger than {max}',
  }),
  acceptedFiles: defineMessage<{ types: string; max: string }>({
    id: 'ui.files.accepted',
    defaultMessage: 'Allowed: {types}; up to {max} each',
  }),
  stepOf: defineMessage<{ current: number; total: number }>({
    id: 'ui.stepper.step_of',
    defaultMessage: 'Step {current} of {total}',
  }),
  moreAvatars: defineMessage<{ count: number }>({
    id: 'ui.avatar_group.more',
    defaultMessage: '{count} more',
  }),
};
