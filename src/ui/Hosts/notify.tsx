import { useIntl, type MessageDescriptor } from 'react-intl';
import type { SnackbarMessage } from '../Toast/snackbar-queue';
import { shell } from './shell';

/** The values a message's placeholders take ("try again in {minutes} minutes"). */
export type MessageValues = Record<string, string | number>;

// Formats at render time, inside the app's IntlProvider, in whatever language is active.
function Translated({ message, values }: { message: MessageDescriptor; values?: MessageValues }) {
  return useIntl().formatMessage(message, values);
}

export type NotifyOptions = Omit<SnackbarMessage, 'message'> & { values?: MessageValues };

/** Shows a translated snackbar from outside React (guards, API callbacks). */
export function notify(message: MessageDescriptor, { values, ...options }: NotifyOptions = {}) {
  return shell.snackbars.show({
    ...options,
    message: <Translated message={message} values={values} />,
  });
}
