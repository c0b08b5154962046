import { $api } from '../../../api/client';
import { useChange, type Notify } from '../../../api/mutation';
import { currentUserQuery } from '../../../api/queries';
import { messages } from './messages';

/**
 * Accepting the current general terms (POST /v1/user/accept {gtc}); the user is read again,
 * since the server records it in the attributes and ends a legacy free plan. A failure says
 * the spec's generic_support snackbar (§8) and rejects, so the dialog host keeps the dialog.
 */
export function useAcceptTerms(notify: Notify) {
  const accept = $api.useMutation(
    'post',
    '/v1/user/accept',
    useChange({ notify, invalidate: [currentUserQuery().queryKey], failure: 'caller' }),
  );
  return async () => {
    try {
      await accept.mutateAsync({ body: { gtc: true } });
    } catch (error) {
      notify(messages.genericSupport, { color: 'danger' });
      throw error;
    }
  };
}
