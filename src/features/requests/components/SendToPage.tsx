import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { $api } from '../../../api/client';
import { isProblem, problemMessage } from '../../../api/problem';
import { Alert, Button, Card, Heading, Stack, Text } from '../../../ui';
import { sendToQuery, type SendTo } from '../api/request';
import { messages } from '../messages';
import { personName } from './people';

/** Why an invitation cannot be claimed, from its state or from the server's refusal. */
function blockedBy({ status, addressed_to_you }: SendTo): MessageDescriptor | null {
  if (status === 'EXPIRED') return messages.sendToExpired;
  // Only an account under the invited address may claim; say so before anyone tries.
  if (!addressed_to_you && status === 'UNCLAIMED') return messages.sendToOtherAddress;
  if (status === 'UNCLAIMED' || status === 'CLAIMED') return null;
  return messages.sendToClosed;
}

function refusal(error: unknown): MessageDescriptor[] {
  if (isProblem(error) && error.code === 'ALREADY_CLAIMED') return [messages.sendToTaken];
  if (isProblem(error) && error.code === 'TOKEN_EXPIRED') return [messages.sendToExpired];
  if (isProblem(error) && error.code === 'EMAIL_MISMATCH') return [messages.sendToOtherAddress];
  return [messages.claimFailed, problemMessage(error)];
}

export interface SendToPageProps {
  id: string;
  /** Claimed: the request now belongs to the account; open it. */
  onClaimed: (requestId: string) => void;
  onDashboard: () => void;
}

/** The claim flow of /sendto/{id}: what the link is for, then binding it to the account. */
export function SendToPage({ id, onClaimed, onDashboard }: SendToPageProps) {
  const intl = useIntl();
  const { data: sendTo } = useSuspenseQuery(sendToQuery(id));
  // The refusal is the page's own message, not a snackbar; the claimed request opens next.
  const claim = $api.useMutation('post', '/v3/sendto/{id}/claim', {
    onSuccess: (claimed) => onClaimed(claimed.signature_request_id),
  });
  const failure = claim.isError ? refusal(claim.error) : null;
  const blocked = blockedBy(sendTo);

  return (
    <Card labelledBy="sendto-title">
      <Stack gap="md">
        <Heading level={1} id="sendto-title">
          {intl.formatMessage(messages.sendToTitle)}
        </Heading>
        <Text>
          {intl.formatMessage(messages.sendToText, {
            sender: personName(sendTo.sender),
            email: sendTo.email ?? '',
            title: sendTo.title,
          })}
        </Text>
        {blocked ? (
          <Alert tone="warning">{intl.formatMessage(blocked)}</Alert>
        ) : (
          <Text tone="secondary">{intl.formatMessage(messages.sendToHint)}</Text>
        )}
        {failure && (
          <Alert tone="danger">
            {failure.map((message) => intl.formatMessage(message)).join(' ')}
          </Alert>
        )}
        <div>
          {blocked ? (
            <Button variant="secondary" onPress={onDashboard}>
              {intl.formatMessage(messages.sendToDashboard)}
            </Button>
          ) : (
            <Button
              loading={claim.isPending}
              onPress={() => claim.mutate({ params: { path: { id } } })}
            >
              {intl.formatMessage(messages.sendToClaim)}
            </Button>
          )}
        </div>
      </Stack>
    </Card>
  );
}
