import { useIntl, type MessageDescriptor } from 'react-intl';
import type { SnackbarMessage } from '../Toast/snackbar-queue';
import { shell } from './shell';

// Formats at render time, inside the app's IntlProvider, in whatever language is active.
function Translated({ message }: { message: MessageDescriptor }) {
  return useIntl().formatMessage(message);
}

/** Shows a translated snackbar from outside React (guards, API callbacks). */
export function notify(message: MessageDescriptor, options: Omit<SnackbarMessage, 'message'> = {}) {
  return shell.snackbars.show({ ...options, message: <Translated message={message} /> });
}
