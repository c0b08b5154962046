import { useQueryClient } from '@tanstack/react-query';
import type { MessageDescriptor } from 'react-intl';
import { $api } from '../../../api/client';
import { downloads } from '../../../api/downloads';
import { useChange } from '../../../api/mutation';
import { isProblem, problemMessage } from '../../../api/problem';
import { anyRequestKey, anyRequestListKey } from '../../../api/queries';
import { remindProblems } from '../../../api/request-actions';
import { notify, shell } from '../../../ui';
import { requestKeys, type Observer, type Signature } from '../api/request';
import { messages } from '../messages';
import { personName } from './people';

const optional = (value: string) => (value ? value : undefined);

/**
 * Every action of the request page: the mutation (with what it invalidates and says beside
 * it), opened in its dialog where the spec has one. A dialog's action runs `mutateAsync`: a
 * failure keeps the dialog open with the problem on it; other failures are snackbars.
 */
export function useRequestActions(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  const path = { params: { path: { id } } };
  // The request, its timeline and the dashboard lists all show a change.
  const invalidate = requestKeys(id);
  const inDialog = { notify, invalidate, failure: 'caller' } as const;

  const remind = $api.useMutation(
    'post',
    '/v3/signature-requests/{id}/remind',
    useChange({ notify, invalidate, done: messages.reminded, problems: remindProblems }),
  );
  const withdraw = $api.useMutation(
    'post',
    '/v3/signature-requests/{id}/withdraw',
    useChange({ ...inDialog, done: messages.withdrawn }),
  );
  const addSigner = $api.useMutation(
    'post',
    '/v3/signature-requests/{id}/signatures',
    useChange({ ...inDialog, done: messages.signerAdded }),
  );
  const delegate = $api.useMutation(
    'post',
    '/v3/signature-requests/{id}/delegate',
    useChange({ ...inDialog, done: messages.delegated }),
  );
  const removeSigner = $api.useMutation(
    'delete',
    '/v3/signature-requests/{id}/signatures/{sig}',
    useChange({ ...inDialog, done: messages.signerRemoved }),
  );
  const addObserver = $api.useMutation(
    'post',
    '/v3/signature-requests/{id}/observers',
    useChange({ ...inDialog, done: messages.observerAdded }),
  );
  const removeObserver = $api.useMutation(
    'delete',
    '/v3/signature-requests/{id}/observers/{obs}',
    useChange({ notify, invalidate, done: messages.observerRemoved }),
  );
  // The request is gone: only the lists are refreshed, its own queries are dropped below.
  const deleteDraft = $api.useMutation(
    'delete',
    '/v3/signature-requests/{id}',
    useChange({
      notify,
      invalidate: [anyRequestListKey()],
      done: messages.draftDeleted,
      failure: 'caller',
    }),
  );

  const failed = (title: MessageDescriptor, error: unknown) => {
    notify(title, { color: 'danger' });
    if (isProblem(error)) notify(problemMessage(error), { color: 'danger' });
  };

  return {
    remind: () => remind.mutate(path),
    withdraw: () =>
      shell.openDialog({
        namespace: 'document',
        name: 'withdraw',
        onAction: ({ message }) => withdraw.mutateAsync({ ...path, body: { message } }),
      }),
    addSigner: () =>
      shell.openDialog({
        namespace: 'document',
        name: 'add-signer',
        onAction: (input) =>
          addSigner.mutateAsync({
            ...path,
            body: {
              signer_identity_data: {
                email_address: input.email,
                first_name: optional(input.firstName),
                last_name: optional(input.lastName),
              },
            },
          }),
      }),
    delegate: () =>
      shell.openDialog({
        namespace: 'document',
        name: 'delegate',
        onAction: (input) =>
          delegate.mutateAsync({
            ...path,
            body: {
              email: input.email,
              first_name: optional(input.firstName),
              last_name: optional(input.lastName),
              message: optional(input.message),
            },
          }),
      }),
    removeSigner: (signature: Signature) =>
      shell.openDialog({
        namespace: 'document',
        name: 'remove-signer',
        props: { name: personName(signature.signer_identity_data) },
        onAction: () => removeSigner.mutateAsync({ params: { path: { id, sig: signature.sid } } }),
      }),
    addObserver: () =>
      shell.openDialog({
        namespace: 'document',
        name: 'add-observer',
        onAction: (input) => addObserver.mutateAsync({ ...path, body: { email: input.email } }),
      }),
    removeObserver: (observer: Observer) =>
      removeObserver.mutate({ params: { path: { id, obs: observer.id } } }),
    deleteDraft: (title: string) =>
      shell.openDialog({
        namespace: 'other',
        name: 'delete-documents',
        props: { title },
        onAction: async () => {
          await deleteDraft.mutateAsync(path);
          queryClient.removeQueries({ queryKey: anyRequestKey() });
          onDeleted();
        },
      }),
    async download(run: () => Promise<void>) {
      try {
        await run();
        // A download is an event of the request's history.
        await Promise.all(
          invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        );
      } catch (error) {
        failed(messages.downloadFailed, error);
      }
    },
    downloads,
  };
}

export type RequestActions = ReturnType<typeof useRequestActions>;
