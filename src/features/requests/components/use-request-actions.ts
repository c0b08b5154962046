import { useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { isProblem, problemMessage } from '../../../api/problem';
import { notify, shell, type DialogOpening, type RegisteredDialogs } from '../../../ui';
import { requestActions } from '../../../api/request-actions';
import { downloads } from '../../../api/downloads';
import { invalidateRequest, type Observer, type Signature } from '../api/request';
import { messages } from '../messages';
import { personName } from './people';
import { anyRequestKey, anyRequestListKey } from '../../../api/queries';

type Dialogs = RegisteredDialogs;

const optional = (value: string) => (value ? value : undefined);

/**
 * Every action of the request page: dialogs where the spec has one, the call, then a refresh
 * of the request (query invalidation) and a snackbar. A failing dialog action stays open and
 * shows why (the host hands it the error).
 */
export function useRequestActions(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateRequest(queryClient, id);

  const open = <N extends keyof Dialogs & string, K extends keyof Dialogs[N] & string>(
    opening: DialogOpening<Dialogs, N, K>,
    run: (payload: Dialogs[N][K]['payload']) => Promise<unknown>,
    done: MessageDescriptor,
  ) => {
    shell.openDialog<N, K>({
      ...opening,
      // A failure keeps the dialog open; the host hands it the error to show.
      onAction: async (payload) => {
        await run(payload);
        await refresh();
        notify(done, { color: 'success' });
      },
    });
  };

  const failed = (title: MessageDescriptor, error: unknown) => {
    notify(title, { color: 'danger' });
    if (isProblem(error)) notify(problemMessage(error), { color: 'danger' });
  };

  return {
    async remind() {
      try {
        await requestActions.remind(id);
        await refresh();
        notify(messages.reminded, { color: 'success' });
      } catch (error) {
        // Reminders are limited to one an hour; the server says so with RATE_LIMITED.
        if (isProblem(error) && error.code === 'RATE_LIMITED') {
          notify(messages.remindTooSoon, { color: 'warning' });
        } else {
          failed(messages.remindFailed, error);
        }
      }
    },
    withdraw: () =>
      open(
        { namespace: 'document', name: 'withdraw' },
        ({ message }) => requestActions.withdraw(id, message),
        messages.withdrawn,
      ),
    addSigner: () =>
      open(
        { namespace: 'document', name: 'add-signer' },
        (input) =>
          requestActions.addSigner(id, {
            signer_identity_data: {
              email_address: input.email,
              first_name: optional(input.firstName),
              last_name: optional(input.lastName),
            },
          }),
        messages.signerAdded,
      ),
    delegate: () =>
      open(
        { namespace: 'document', name: 'delegate' },
        (input) =>
          requestActions.delegate(id, {
            email: input.email,
            first_name: optional(input.firstName),
            last_name: optional(input.lastName),
            message: optional(input.message),
          }),
        messages.delegated,
      ),
    removeSigner: (signature: Signature) =>
      open(
        {
          namespace: 'document',
          name: 'remove-signer',
          props: { name: personName(signature.signer_identity_data) },
        },
        () => requestActions.removeSigner(id, signature.sid),
        messages.signerRemoved,
      ),
    addObserver: () =>
      open(
        { namespace: 'document', name: 'add-observer' },
        (input) => requestActions.addObserver(id, input.email),
        messages.observerAdded,
      ),
    async removeObserver(observer: Observer) {
      try {
        await requestActions.removeObserver(id, observer.id);
        await refresh();
        notify(messages.observerRemoved, { color: 'success' });
      } catch (error) {
        failed(messages.removeObserverFailed, error);
      }
    },
    deleteDraft: (title: string) => {
      shell.openDialog({
        namespace: 'other',
        name: 'delete-documents',
        props: { title },
        onAction: async () => {
          await requestActions.deleteDraft(id);
          queryClient.removeQueries({ queryKey: anyRequestKey() });
          await queryClient.invalidateQueries({ queryKey: anyRequestListKey() });
          notify(messages.draftDeleted, { color: 'success' });
          onDeleted();
        },
      });
    },
    async download(run: () => Promise<void>) {
      try {
        await run();
        // A download is an event of the request's history.
        await refresh();
      } catch (error) {
        failed(messages.downloadFailed, error);
      }
    },
    downloads,
  };
}

export type RequestActions = ReturnType<typeof useRequestActions>;
