import { useIntl } from 'react-intl';
import { Alert, Button, Dialog, Stack, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';

export interface LockedMemberProps {
  business: string;
  /** NEEDS_PAYMENT_METHOD (the trial ended) or BLOCKED (locked). */
  reason: 'trial' | 'blocked';
}

/**
 * "Business locked member": told to a member (never an admin, who is held on the members page)
 * whose business is restricted. The way out is the admins' (a plan) or leaving; the action
 * leaves the business.
 */
export function LockedMemberDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<LockedMemberProps>) {
  const intl = useIntl();
  const business = props.business;
  return (
    <Dialog
      title={intl.formatMessage(messages.lockedTitle)}
      loading={loading}
      actions={
        <>
          <Button variant="secondary" onPress={() => onAction()} isDisabled={loading}>
            {intl.formatMessage(messages.lockedLeave)}
          </Button>
          <Button variant="primary" slot="close" isDisabled={loading}>
            {intl.formatMessage(messages.lockedOk)}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text>
          {intl.formatMessage(
            props.reason === 'trial' ? messages.lockedTrial : messages.lockedBlocked,
            { business },
          )}
        </Text>
        <Text>{intl.formatMessage(messages.lockedWhatNow)}</Text>
        {failure && (
          <Alert tone="danger">
            <Text>
              <strong>{intl.formatMessage(messages.leaveFailed)}</strong>
            </Text>
            <Text>{intl.formatMessage(failure)}</Text>
          </Alert>
        )}
      </Stack>
    </Dialog>
  );
}
