import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { isProblem, problemNotice, type ProblemCode } from './problem';

/**
 * How the app tells the user: the shell's snackbar (`notify` from the UI kit). Passed in
 * because the data layer does not import the UI kit.
 */
export type Notify = (
  message: MessageDescriptor,
  options: { color: 'success' | 'danger'; values?: Record<string, number> },
) => unknown;

export interface ChangeOptions {
  notify: Notify;
  /** What shows the changed data: invalidated (and awaited) once the change succeeded. */
  invalidate?: readonly QueryKey[];
  /** Said once the change succeeded. */
  done?: MessageDescriptor;
  /**
   * Where a failure is said: a snackbar with the problem's message (the default), or nowhere
   * here because the caller shows it — a dialog's action runs `mutateAsync`, and the dialog
   * host keeps the dialog open with the problem on it.
   */
  failure?: 'notify' | 'caller';
  /**
   * What this change says for a problem code instead of the generic text, when the code means
   * something specific here (a reminder's RATE_LIMITED: the signers were reminded recently).
   */
  problems?: Partial<Record<ProblemCode, MessageDescriptor>>;
}

/**
 * The one way a change reports back, as options for `$api.useMutation` (or `useMutation`):
 * on success the given queries are invalidated and `done` is said; on error the problem's
 * message is said, e.g. for RATE_LIMITED with the wait the answer named.
 *
 *     const remind = $api.useMutation('post', '/v3/signature-requests/{id}/remind',
 *       useChange({ notify, invalidate: [anyRequestListKey()], done: messages.reminded }));
 */
export function useChange({
  notify,
  invalidate = [],
  done,
  failure = 'notify',
  problems = {},
}: ChangeOptions) {
  const queryClient = useQueryClient();
  return {
    async onSuccess() {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (done) notify(done, { color: 'success' });
    },
    onError(error: unknown) {
      if (failure === 'caller') return;
      const { message, values } = problemNotice(error);
      const specific = isProblem(error) ? problems[error.code] : undefined;
      notify(specific ?? message, { color: 'danger', values });
    },
  };
}
