import { useIntl } from 'react-intl';
import {
  Button,
  FormDialog,
  FullScreenOverlay,
  Text,
  type DialogContentProps,
  type DialogRegistry,
  type OverlayContentProps,
  type OverlayRegistry,
} from '../../../ui';
import { messages } from '../messages';

/** The base dialog's and overlay's texts, translated by the caller. */
export interface BaseProps {
  title: string;
  text: string;
  /** The confirm button's label; "OK" without it. */
  confirm?: string;
}

/** The spec's "base dialog": a title, a text and a confirm button. */
function BaseDialog({ props, loading, failure, onAction }: DialogContentProps<BaseProps>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={props.title}
      text={props.text}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={props.confirm ?? intl.formatMessage(messages.confirm)}
      loading={loading}
      failure={failure}
      onConfirm={() => onAction()}
    />
  );
}

function BaseOverlay({
  props,
  loading,
  persistent,
  onOpenChange,
  onAction,
}: OverlayContentProps<BaseProps>) {
  const intl = useIntl();
  return (
    <FullScreenOverlay
      isOpen
      onOpenChange={onOpenChange}
      title={props.title}
      persistent={persistent}
      loading={loading}
      actions={
        <Button onPress={() => onAction('complete')} isDisabled={loading}>
          {props.confirm ?? intl.formatMessage(messages.confirm)}
        </Button>
      }
    >
      <Text>{props.text}</Text>
    </FullScreenOverlay>
  );
}

/** The shell's own entries; the app merges every feature's dialogs into one registry. */
export const shellDialogs = { other: { base: BaseDialog } } satisfies DialogRegistry;

export const shellOverlays = { base: BaseOverlay } satisfies OverlayRegistry;
