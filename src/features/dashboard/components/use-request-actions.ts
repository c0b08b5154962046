import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { $api } from '../../../api/client';
import { downloads } from '../../../api/downloads';
import { useChange } from '../../../api/mutation';
import { anyRequestListKey } from '../../../api/queries';
import { remindProblems } from '../../../api/request-actions';
import { notify, shell } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';

export type RequestAction = 'open' | 'download' | 'remind' | 'delete';

/** Which quick actions a row offers: drafts are edited or deleted, others opened or fetched. */
export function availableActions(
  request: SignatureRequestSummary,
  isOwner: boolean,
): RequestAction[] {
  if (request.status_overall === 'DRAFT') return isOwner ? ['open', 'delete'] : ['open'];
  const actions: RequestAction[] = ['open', 'download'];
  if (isOwner && request.status_overall === 'OPEN') actions.push('remind');
  return actions;
}

const path = (id: string) => ({ params: { path: { id } } });

/**
 * Runs a row's quick action. A reminder's failure is a snackbar with the problem's message; a
 * deletion's stays on its confirmation dialog.
 */
export function useRequestActions() {
  const intl = useIntl();
  const navigate = useNavigate();
  const remind = $api.useMutation(
    'post',
    '/v3/signature-requests/{id}/remind',
    useChange({
      notify,
      invalidate: [anyRequestListKey()],
      done: messages.reminded,
      problems: remindProblems,
    }),
  );
  const deleteDraft = $api.useMutation(
    'delete',
    '/v3/signature-requests/{id}',
    useChange({
      notify,
      invalidate: [anyRequestListKey()],
      done: messages.deleted,
      failure: 'caller',
    }),
  );

  return async (action: RequestAction, request: SignatureRequestSummary) => {
    switch (action) {
      case 'open':
        return request.status_overall === 'DRAFT'
          ? navigate({ to: '/invite/$id', params: { id: request.id } })
          : navigate({ to: '/view/$srid', params: { srid: request.id } });
      case 'download':
        try {
          await downloads.zip(request.id, request.title);
        } catch {
          notify(messages.downloadFailed, { color: 'danger' });
        }
        return;
      case 'remind':
        remind.mutate(path(request.id));
        return;
      case 'delete':
        shell.openDialog({
          namespace: 'other',
          name: 'base',
          props: {
            title: intl.formatMessage(messages.deleteTitle),
            text: intl.formatMessage(messages.deleteText, { title: request.title }),
            confirm: intl.formatMessage(messages.deleteConfirm),
          },
          // A failure keeps the dialog open with the reason on it.
          onAction: () => deleteDraft.mutateAsync(path(request.id)),
        });
        return;
    }
  };
}
