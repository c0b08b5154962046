import { useIntl } from 'react-intl';
import { ConfirmActions, Dialog, Stack, Text, type DialogContentProps } from '../../../ui';
import { messages } from '../messages';

export interface SendRequestProps {
  signers: number;
  documents: number;
  observers: number;
  ordered: boolean;
  /** Names of signers without a signature box. */
  unplaced: string[];
}

/** document/send-request: says what sending will do before the invitations go out. */
export function SendRequestDialog({
  props,
  loading,
  onAction,
}: DialogContentProps<SendRequestProps>) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(messages.sendTitle)}
      loading={loading}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={intl.formatMessage(messages.send)}
          busy={loading}
          onConfirm={() => onAction()}
        />
      }
    >
      <Stack gap="sm">
        <Text>
          {intl.formatMessage(messages.sendSummary, {
            signers: props.signers,
            documents: props.documents,
          })}
        </Text>
        {props.ordered && <Text>{intl.formatMessage(messages.sendOrdered)}</Text>}
        {props.observers > 0 && (
          <Text>{intl.formatMessage(messages.sendObservers, { count: props.observers })}</Text>
        )}
        {props.unplaced.length > 0 && (
          <Text>
            {intl.formatMessage(messages.sendNoBoxes, {
              names: intl.formatList(props.unplaced, { type: 'conjunction' }),
            })}
          </Text>
        )}
        <Text>{intl.formatMessage(messages.sendFinal)}</Text>
      </Stack>
    </Dialog>
  );
}
