import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import * as styles from './Drawer.css';

export interface DrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The drawer's heading, which also names its dialog. */
  title: ReactNode;
  children: ReactNode;
}

/**
 * A modal panel sliding in from the inline start (the navigation drawer of narrow screens):
 * focus is trapped inside and returns to the trigger, the page behind does not scroll, and
 * Escape, the close button or a click on the backdrop close it (react-aria).
 */
export function Drawer({ isOpen, onOpenChange, title, children }: DrawerProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className={styles.backdrop}
    >
      <Modal className={styles.panel}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            <IconButton
              slot="close"
              size="sm"
              label={intl.formatMessage(uiMessages.close)}
              icon={<CloseIcon />}
            />
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
