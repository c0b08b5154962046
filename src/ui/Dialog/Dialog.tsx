import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import { ButtonGroup } from '../ButtonGroup/ButtonGroup';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './Dialog.css';

export { DialogTrigger };

export const modalSizes = ['sm', 'md', 'lg'] as const;

export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style' | 'children'> {
  size?: (typeof modalSizes)[number];
  children: ReactNode;
}

/**
 * The modal layer: translucent backdrop, focus trapped, page scroll locked (react-aria).
 * Dismissable by an outside click unless `isDismissable={false}`; Escape closes unless
 * `isKeyboardDismissDisabled`.
 */
export function Modal({ size, children, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className={styles.backdrop}>
      <AriaModal className={styles.modal({ size })}>{children}</AriaModal>
    </ModalOverlay>
  );
}

export interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons for the footer; a Button with `slot="close"` closes the dialog. */
  actions?: ReactNode;
  /** While an action runs: the dialog is busy, a spinner covers it, its close button waits. */
  loading?: boolean;
  /** Shows the close button (default true). */
  closable?: boolean;
  role?: 'dialog' | 'alertdialog';
}

export function Dialog({
  title,
  children,
  actions,
  loading = false,
  closable = true,
  role,
}: DialogProps) {
  const intl = useIntl();
  return (
    <AriaDialog role={role} className={styles.dialog}>
      <div className={styles.header}>
        <Heading slot="title" className={styles.title}>
          {title}
        </Heading>
        {closable && (
          <IconButton
            slot="close"
            size="sm"
            label={intl.formatMessage(uiMessages.close)}
            icon={<CloseIcon />}
            isDisabled={loading}
          />
        )}
      </div>
      {/* react-aria's Dialog drops aria-busy, so the busy state sits on the body. */}
      <div className={styles.body} aria-busy={loading || undefined}>
        {children}
      </div>
      {actions && <ButtonGroup align="end">{actions}</ButtonGroup>}
      {loading && (
        <div className={styles.loadingCover}>
          <Spinner size="lg" label={intl.formatMessage(uiMessages.loading)} />
        </div>
      )}
    </AriaDialog>
  );
}
