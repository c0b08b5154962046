import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQuery } from '../../../api/queries';
import { notify, shell, useShellState } from '../../../ui';
import { userInvitationsQuery } from '../api/queries';
import { useUserBusinessActions } from '../api/user-actions';
import { memberNotices } from '../notice-messages';
import { nextBusinessPrompt } from '../prompts';
import { seenPrompts } from '../seen-prompts';

/**
 * The signed-in shell's business prompts, one at a time and each once: a pending invitation
 * (join or decline), a locked business (members), and that the business let the user go.
 * `enabled` is off for visitors and on guest and direct-sign pages.
 */
export function BusinessPrompts({ enabled }: { enabled: boolean }) {
  const user = useQuery({ ...currentUserQuery(), enabled });
  const free = enabled && user.data !== undefined && user.data.business === null;
  const invitations = useQuery({ ...userInvitationsQuery(), enabled: free });
  const actions = useUserBusinessActions(notify);
  const dialogOpen = useShellState().dialog !== null;

  const prompt =
    enabled && user.data && (!free || invitations.data)
      ? nextBusinessPrompt(user.data, invitations.data?.invitations ?? [], seenPrompts.all())
      : null;

  useEffect(() => {
    // Never over another dialog: the prompt waits until it is closed.
    // Checked again here: an effect may run twice for one render (React's strict mode).
    if (!prompt || dialogOpen || seenPrompts.all().has(prompt.key)) return;
    seenPrompts.add(prompt);
    if (prompt.kind === 'locked') {
      shell.openDialog({
        namespace: 'business',
        name: 'business-locked-member',
        props: { business: prompt.business, reason: prompt.reason },
        onAction: async () => {
          await actions.leave();
          notify(memberNotices.left, { color: 'success' });
        },
      });
    } else if (prompt.kind === 'invitation') {
      const { businessId, businessName } = prompt.invitation;
      shell.openDialog({
        namespace: 'business',
        name: 'business-invitation',
        props: { invitation: prompt.invitation },
        onAction: async (answer) => {
          if (answer === 'accept') {
            await actions.accept(businessId);
            notify(memberNotices.joinedBusiness, {
              color: 'success',
              values: { business: businessName },
            });
          } else {
            await actions.decline(businessId);
            notify(memberNotices.declined, { color: 'success' });
          }
        },
      });
    } else {
      notify(
        prompt.kind === 'removed' ? memberNotices.removedNotice : memberNotices.deletedNotice,
        {
          color: 'warning',
          indefinite: true,
        },
      );
    }
    // The prompt's key names it; a new object for the same prompt changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prompt?.key, dialogOpen]);

  return null;
}
