import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { isProblem, problemMessage } from '../../../api/problem';
import { notify, shell } from '../../../ui';
import { downloads } from '../../../api/downloads';
import { requestActions } from '../../../api/request-actions';
import { signatureRequestsKey, type SignatureRequestSummary } from '../api/signature-requests';
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

/** Runs a row's quick action; failures become snackbars with the spec's messages. */
export function useRequestActions() {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: signatureRequestsKey });

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
        try {
          await requestActions.remind(request.id);
          notify(messages.reminded, { color: 'success' });
        } catch (error) {
          // "Too many reminders" says more than the generic failure.
          const limited = isProblem(error) && error.status === 429;
          notify(limited ? problemMessage(error) : messages.remindFailed, { color: 'danger' });
        }
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
          onAction: async () => {
            try {
              await requestActions.deleteDraft(request.id);
              notify(messages.deleted, { color: 'success' });
            } catch {
              notify(messages.deleteFailed, { color: 'danger' });
            }
            await refresh();
          },
        });
        return;
    }
  };
}
