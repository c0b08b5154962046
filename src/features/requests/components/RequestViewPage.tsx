import type { ReactNode } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useRecordView } from '../../../api/use-record-view';
import { Card, Heading, PageHeader, Section, Stack } from '../../../ui';
import { requestActions } from '../../../api/request-actions';
import { eventsQuery } from '../api/request';
import { messages } from '../messages';
import { claimedBy, permissionsFor } from '../permissions';
import { DocumentPane } from './DocumentPane';
import { EventTimeline } from './EventTimeline';
import { ObserverList } from './ObserverList';
import { knownNames } from './people';
import { DownloadList, requestHeaderActions } from './RequestActionBar';
import { RequestMeta, RequestSummary } from './RequestSummary';
import { SignerList } from './SignerList';
import { useRequestActions } from './use-request-actions';
import * as styles from './RequestView.css';
import { currentUserQuery, requestQuery } from '../../../api/queries';

export interface RequestViewPageProps {
  requestId: string;
  /** Sign and decline, from the signing feature; shown when it is the viewer's turn. */
  signingActions?: ReactNode;
  /** Opens a draft in /invite/{id} to edit it. */
  onEditDraft: () => void;
  /** After the draft was deleted there is nothing left to show. */
  onDeleted: () => void;
}

export function RequestViewPage({
  requestId,
  signingActions,
  onEditDraft,
  onDeleted,
}: RequestViewPageProps) {
  const intl = useIntl();
  const { data: request } = useSuspenseQuery(requestQuery(requestId));
  const { data: user } = useSuspenseQuery(currentUserQuery());
  const { data: history } = useSuspenseQuery(eventsQuery(requestId));
  const permissions = permissionsFor(request, user.email, claimedBy(history.events, user.email));
  const actions = useRequestActions(requestId, onDeleted);
  const queryClient = useQueryClient();
  // Once per visit; the timeline then shows this view too.
  useRecordView(requestId, async () => {
    await requestActions.recordView(requestId);
    await queryClient.invalidateQueries({ queryKey: eventsQuery(requestId).queryKey });
  });

  const header = requestHeaderActions({
    request,
    permissions,
    actions,
    onEditDraft,
    formatMessage: intl.formatMessage,
  });

  return (
    <Stack gap="xl">
      <PageHeader
        title={request.title}
        meta={<RequestMeta request={request} />}
        primaryAction={header.primary}
        secondaryActions={header.secondary.length > 0 ? header.secondary : undefined}
      />
      {permissions.canSign && signingActions && (
        <Card labelledBy="request-your-turn">
          <Stack gap="md">
            <Heading level={2} id="request-your-turn">
              {intl.formatMessage(messages.yourTurn)}
            </Heading>
            {signingActions}
          </Stack>
        </Card>
      )}
      <div className={styles.layout}>
        <Section title={intl.formatMessage(messages.documents)}>
          <DocumentPane request={request} />
        </Section>
        <Stack gap="xl">
          <RequestSummary request={request} />
          <SignerList request={request} permissions={permissions} actions={actions} />
          <ObserverList
            observers={request.observers}
            canManage={permissions.canManageObservers}
            actions={actions}
          />
          <DownloadList request={request} permissions={permissions} actions={actions} />
          <EventTimeline events={history.events} names={knownNames(request)} />
        </Stack>
      </div>
    </Stack>
  );
}
