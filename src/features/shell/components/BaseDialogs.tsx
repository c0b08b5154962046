import { useIntl } from 'react-intl';
import {
  ConfirmActions,
  Button,
  Dialog,
  FullScreenOverlay,
  Text,
  type DialogContentProps,
  type DialogRegistry,
  type OverlayContentProps,
  type OverlayRegistry,
} from '../../../ui';
import { messages } from '../messages';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The spec's "base dialog": a title, a text and a confirm button; callers pass translated text. */
function BaseDialog({ props, loading, onAction }: DialogContentProps) {
  const intl = useIntl();
  return (
    <Dialog
      title={text(props.title)}
      loading={loading}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={text(props.confirm) || intl.formatMessage(messages.confirm)}
          busy={loading}
          onConfirm={() => onAction()}
        />
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

/** The shell's own entries; the app merges every feature's dialogs into one registry. */
export const shellDialogs: DialogRegistry = { other: { base: BaseDialog } };

export const shellOverlays: OverlayRegistry = { base: BaseOverlay };
