import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { Button, ButtonGroup } from '../../../ui';
import { accountAttempt, prepareAccountSigning } from '../flow/account-signing';
import { signatureLanguage } from '../flow/checks';
import type { ExitState } from '../flow/exit-redirect';
import { lastViewed } from '../flow/last-viewed';
import { askDialog } from '../flow/prompts';
import { browserLeave, leaveAfterDecline, runSigning, type Navigation } from '../flow/run-signing';
import { messages } from '../messages';
import { requestQuery } from '../../../api/queries';

export interface SigningActionsProps {
  requestId: string;
  /** The signer's own signature of the request. */
  signature: components['schemas']['Signature'];
  /** Where to go afterwards (from the view route's query). */
  exit: ExitState;
}

/**
 * Sign and decline for an account holder on the request view. Signing walks through the
 * checks (quality, credits, terms, stamp details, Part 11 and its meaning, where the one-time
 * code goes), the overlays and the exit redirect.
 */
export function SigningActions({ requestId, signature, exit }: SigningActionsProps) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  // The exit redirect applies only to the request viewed last (spec §2).
  useEffect(() => lastViewed.set(requestId), [requestId]);

  if (signature.status_code !== 'OPEN') return null;

  const navigation: Navigation = {
    go: (to) => void navigate({ to }),
    leave: browserLeave,
  };
  const refresh = () => queryClient.invalidateQueries();

  const sign = async () => {
    setBusy(true);
    try {
      const ready = await prepareAccountSigning(queryClient, requestId, signature);
      if (ready.kind === 'upgrade-standards') {
        // The update page identifies for this request and comes back to it.
        await navigate({ to: '/profile/signature-standards/update', search: { sr: requestId } });
      } else if (ready.kind === 'upgrade-plan') {
        navigation.go('/upgrade');
      } else if (ready.kind === 'ready') {
        const language = signatureLanguage(intl.locale);
        await runSigning(
          {
            ...accountAttempt(ready.item, signature.sid, language, refresh),
            currentState: async () =>
              (await queryClient.fetchQuery({ ...requestQuery(requestId), staleTime: 0 }))
                .status_overall,
          },
          exit,
          navigation,
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const decline = async () => {
    const done = await askDialog({
      namespace: 'other',
      name: 'decline-signing-request',
      props: { requestId },
    });
    if (!done) return;
    await refresh();
    leaveAfterDecline(requestId, exit, navigation);
  };

  return (
    <ButtonGroup label={intl.formatMessage(messages.actionsLabel)}>
      <Button variant="secondary" onPress={() => void decline()} isDisabled={busy}>
        {intl.formatMessage(messages.decline)}
      </Button>
      <Button onPress={() => void sign()} loading={busy}>
        {intl.formatMessage(messages.sign)}
      </Button>
    </ButtonGroup>
  );
}
