import { useIntl } from 'react-intl';
import {
  Button as AriaButton,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { button } from '../Button/Button.css';
import { CloseIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import type { SnackbarQueue } from './snackbar-queue';
import * as styles from './Toast.css';

/**
 * The snackbars on screen (loaded with the first, see Toast.tsx). F6 moves focus into the
 * region; timers pause while it is hovered or focused so nobody loses a message mid-read.
 */
export function SnackbarStack({ snackbars }: { snackbars: SnackbarQueue }) {
  const intl = useIntl();
  return (
    <ToastRegion
      queue={snackbars.queue}
      className={styles.region}
      aria-label={intl.formatMessage(uiMessages.notifications)}
    >
      {({ toast }) => {
        const { message, color, dismissible, action } = toast.content;
        return (
          <AriaToast toast={toast} className={styles.toast({ color })}>
            <ToastContent className={styles.content}>
              {/* The title slot names the toast's alertdialog for screen readers. */}
              <Text slot="title">{message}</Text>
            </ToastContent>
            {action && (
              <AriaButton
                className={`${button({ variant: 'ghost', size: 'sm' })} ${styles.toastButton}`}
                onPress={() => {
                  action.handler();
                  snackbars.close(toast.key);
                }}
              >
                {action.text}
              </AriaButton>
            )}
            {dismissible && (
              <AriaButton
                slot="close"
                aria-label={intl.formatMessage(uiMessages.dismiss)}
                className={`${button({ variant: 'ghost', size: 'sm', iconOnly: true })} ${styles.toastButton}`}
              >
                <CloseIcon size="sm" />
              </AriaButton>
            )}
          </AriaToast>
        );
      }}
    </ToastRegion>
  );
}
