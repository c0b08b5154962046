import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import { Alert, Button, Dialog, Stack, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../../messages';
import { invitationTextOf } from '../../prompts';

type UserInvitation = components['schemas']['UserInvitation'];
export type InvitationAnswer = 'accept' | 'decline';

/** "Business invitation": join the inviting business, decline, or decide on a later sign-in. */
export function BusinessInvitationDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ invitation: UserInvitation }, InvitationAnswer>) {
  const intl = useIntl();
  const { invitation } = props;
  const values = {
    business: invitation.businessName,
    inviter: invitation.invitedBy,
    role: invitation.role,
    expires: intl.formatDate(invitation.expiresAt, { dateStyle: 'medium' }),
  };
  const text =
    invitationTextOf(invitation) === 'withInviter'
      ? messages.invitationText
      : messages.invitationTextAnonymous;
  return (
    <Dialog
      title={intl.formatMessage(messages.invitationTitle, values)}
      loading={loading}
      actions={
        <>
          <Button variant="tertiary" slot="close" isDisabled={loading}>
            {intl.formatMessage(messages.invitationLater)}
          </Button>
          <Button variant="secondary" onPress={() => onAction('decline')} isDisabled={loading}>
            {intl.formatMessage(messages.invitationDecline)}
          </Button>
          <Button variant="primary" onPress={() => onAction('accept')} isDisabled={loading}>
            {intl.formatMessage(messages.invitationAccept)}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(text, values)}</Text>
        <Text>{intl.formatMessage(messages.invitationEffect)}</Text>
        {failure && (
          <Alert tone="danger">
            <Text>
              <strong>{intl.formatMessage(messages.invitationFailed)}</strong>
            </Text>
            <Text>{intl.formatMessage(failure)}</Text>
          </Alert>
        )}
      </Stack>
    </Dialog>
  );
}
