import { useIntl } from 'react-intl';
import { FormDialog, Stack, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

/**
 * "Leave business": for members and admins; the opener runs DELETE /v1/user/business. The
 * only admin cannot leave: the server's LAST_ADMIN shows here, with the way out said up front.
 */
export function LeaveBusinessDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ role: 'admin' | 'member' }>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(messages.leaveTitle)}
      cancel={intl.formatMessage(messages.leaveCancel)}
      confirm={intl.formatMessage(messages.leaveConfirm)}
      failure={failure}
      failureTitle={messages.leaveFailed}
      loading={loading}
      danger
      onConfirm={() => onAction()}
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.leaveText)}</Text>
        <Text>{intl.formatMessage(messages.leaveAfter)}</Text>
        {props.role === 'admin' && <Text>{intl.formatMessage(messages.leaveLastAdmin)}</Text>}
      </Stack>
    </FormDialog>
  );
}
