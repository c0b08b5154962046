import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Button, Dialog, FullScreenOverlay, Text } from '../../../ui';
import { messages } from '../messages';

/** What the dialog host hands a dialog: its props and the store's action and close. */
export interface DialogContentProps {
  props: Record<string, unknown>;
  loading: boolean;
  onAction: (payload?: unknown) => void;
}

export interface OverlayContentProps {
  props: Record<string, unknown>;
  loading: boolean;
  persistent: boolean;
  onOpenChange: (open: boolean) => void;
  onAction: (action: string, payload?: unknown) => void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The spec's "base dialog": a title, a text and a confirm button; callers pass translated text. */
function BaseDialog({ props, loading, onAction }: DialogContentProps) {
  const intl = useIntl();
  return (
    <Dialog
      title={text(props.title)}
      loading={loading}
      actions={
        <>
          <Button variant="secondary" slot="close" isDisabled={loading}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button onPress={() => onAction()} isDisabled={loading}>
            {text(props.confirm) || intl.formatMessage(messages.confirm)}
          </Button>
        </>
      }
    >
      <Text>{text(props.text)}</Text>
    </Dialog>
  );
}

function BaseOverlay({ props, loading, persistent, onOpenChange, onAction }: OverlayContentProps) {
  const intl = useIntl();
  return (
    <FullScreenOverlay
      isOpen
      onOpenChange={onOpenChange}
      title={text(props.title)}
      persistent={persistent}
      loading={loading}
      actions={
        <Button onPress={() => onAction('complete')} isDisabled={loading}>
          {text(props.confirm) || intl.formatMessage(messages.confirm)}
        </Button>
      }
    >
      <Text>{text(props.text)}</Text>
    </FullScreenOverlay>
  );
}

/**
 * Dialogs by namespace and name (document, business, profile, other). Only the base dialog
 * exists yet; the named ones of the spec are added here as their features are built.
 */
export const dialogRegistry: Record<string, Record<string, ComponentType<DialogContentProps>>> = {
  other: { base: BaseDialog },
};

export const overlayRegistry: Record<string, ComponentType<OverlayContentProps>> = {
  base: BaseOverlay,
};
