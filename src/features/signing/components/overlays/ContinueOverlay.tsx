import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, FullScreenOverlay } from '../../../../ui';
import { messages } from '../../messages';

/**
 * The frame of a confirmation before signing: a title, what to confirm, Cancel (stops the
 * signing, as Escape does) and Continue. No corner "Close": it would repeat Cancel.
 */
export function ContinueOverlay({
  title,
  loading,
  onOpenChange,
  onContinue,
  children,
}: {
  title: string;
  loading: boolean | undefined;
  onOpenChange: (open: boolean) => void;
  onContinue: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <FullScreenOverlay
      isOpen
      onOpenChange={onOpenChange}
      loading={loading}
      closeButton={false}
      title={title}
      actions={
        <>
          <Button variant="secondary" isDisabled={loading} onPress={() => onOpenChange(false)}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button loading={loading} onPress={onContinue}>
            {intl.formatMessage(messages.continue)}
          </Button>
        </>
      }
    >
      {children}
    </FullScreenOverlay>
  );
}
