import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { ButtonGroup } from '../ButtonGroup/ButtonGroup';
import { IconButton } from '../IconButton/IconButton';
import { CloseIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import * as styles from './FullScreenOverlay.css';

/**
 * Either a visible title, or — when the content brings its own heading (a `ResultPanel`) — a
 * `label` that names the overlay for assistive tech without a second heading.
 */
type Naming = { title: ReactNode; label?: never } | { label: string; title?: never };

export type FullScreenOverlayProps = Naming & {
  isOpen: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  children: ReactNode;
  actions?: ReactNode;
  /**
   * A persistent overlay (signing in progress, a locked TAN) ignores Escape and has no close
   * button: only its own 'complete' action ends it (spec, overlay host).
   */
  persistent?: boolean;
  /** While an action runs the overlay stays open and busy. */
  loading?: boolean;
  /**
   * The corner close button. Off when the actions already end the overlay ("Close",
   * "Continue"): one way out, not two buttons of the same name. Escape still closes it.
   */
  closeButton?: boolean;
};

/**
 * Covers the whole app with an opaque scrim (never dismissed by clicking it); react-aria's
 * modal traps focus and locks body scrolling while it is open.
 */
export function FullScreenOverlay({
  isOpen,
  onOpenChange,
  title,
  label,
  children,
  actions,
  persistent = false,
  loading = false,
  closeButton = true,
}: FullScreenOverlayProps) {
  const intl = useIntl();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
      isKeyboardDismissDisabled={persistent}
      className={styles.scrim}
    >
      <Modal className={styles.overlay}>
        <Dialog className={styles.content} aria-label={label}>
          {!persistent && closeButton && (
            <span className={styles.closeButton}>
              <IconButton
                slot="close"
                label={intl.formatMessage(uiMessages.close)}
                icon={<CloseIcon />}
              />
            </span>
          )}
          {title !== undefined && (
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
          )}
          {/* react-aria's Dialog drops aria-busy, so the busy state sits on the body. */}
          <div className={styles.body} aria-busy={loading || undefined}>
            {children}
            {actions && <ButtonGroup>{actions}</ButtonGroup>}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
