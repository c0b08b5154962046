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
    rowActions: { id: 'ui.data_list.actions', defaultMessage: 'Actions' },
    copy: { id: 'ui.copy', defaultMessage: 'Copy' },
    showTable: { id: 'ui.chart.show_table', defaultMessage: 'Show as table' },
    showChart: { id: 'ui.chart.show_chart', defaultMessage: 'Show as chart' },
    total: { id: 'ui.chart.total', defaultMessage: 'Total' },
    share: { id: 'ui.chart.share', defaultMessage: 'Share' },
    copied: { id: 'ui.copied', defaultMessage: 'Copied.' },
    copyFailed: {
      id: 'ui.copy_failed',
      defaultMessage: 'Copying did not work. Select the text and copy it yourself.',
    },
  }),
  chartTableRegion: defineMessage<{ label: string }>({
    id: 'ui.chart.table_region',
    defaultMessage: '{label}, as a table',
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

/** Strings of the DocumentViewer (src/ui/DocumentViewer). */
export const viewerMessages = {
  ...defineMessages({
    toolbar: { id: 'ui.viewer.toolbar', defaultMessage: 'Document tools' },
    pages: { id: 'ui.viewer.pages', defaultMessage: 'Pages' },
    previousPage: { id: 'ui.viewer.previous_page', defaultMessage: 'Previous page' },
    nextPage: { id: 'ui.viewer.next_page', defaultMessage: 'Next page' },
    pageNumber: { id: 'ui.viewer.page_number', defaultMessage: 'Page number' },
    zoomIn: { id: 'ui.viewer.zoom_in', defaultMessage: 'Zoom in' },
    zoomOut: { id: 'ui.viewer.zoom_out', defaultMessage: 'Zoom out' },
    fitWidth: { id: 'ui.viewer.fit_width', defaultMessage: 'Fit width' },
    loading: { id: 'ui.viewer.loading', defaultMessage: 'Loading document…' },
    damaged: {
      id: 'ui.viewer.error.damaged',
      defaultMessage: 'This PDF is damaged or in a format that cannot be shown.',
    },
    network: {
      id: 'ui.viewer.error.network',
      defaultMessage: 'The document could not be downloaded. Check your connection and try again.',
    },
    retry: { id: 'ui.viewer.retry', defaultMessage: 'Try again' },
  }),
  page: defineMessage<{ page: number }>({ id: 'ui.viewer.page', defaultMessage: 'Page {page}' }),
  firstPageImage: defineMessage<{ title: string }>({
    id: 'ui.viewer.first_page_image',
    defaultMessage: 'First page of {title}',
  }),
  pageCount: defineMessage<{ count: number }>({
    id: 'ui.viewer.page_count',
    defaultMessage: 'of {count}',
  }),
  pageStatus: defineMessage<{ page: number; count: number }>({
    id: 'ui.viewer.page_status',
    defaultMessage: 'Page {page} of {count}',
  }),
  zoomLevel: defineMessage<{ percent: string }>({
    id: 'ui.viewer.zoom_level',
    defaultMessage: 'Zoom {percent}',
  }),
};
