import { useIntl } from 'react-intl';
import { Badge, DataList, SignatureLevelBadge, Text, type DataListColumn } from '../../../ui';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { personName } from './person';
import { RequestActionsMenu } from './RequestActionsMenu';
import { RowLink } from '../../../navigation/Link';
import { SignerAvatars } from './SignerAvatars';
import { qualityLevel, statusMessage, statusTone } from '../../../api/request-status';
import type { RequestAction } from './use-request-actions';
import * as styles from './Dashboard.css';

const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

export interface RequestListProps {
  label: string;
  requests: SignatureRequestSummary[];
  /** Which quick actions a row offers; none when absent. */
  actionsFor?: (request: SignatureRequestSummary) => RequestAction[];
  onAction?: (action: RequestAction, request: SignatureRequestSummary) => void;
}

function TitleLink({ request }: { request: SignatureRequestSummary }) {
  // Drafts continue in the invite step; everything else opens the request's view.
  return request.status_overall === 'DRAFT' ? (
    <RowLink to="/invite/$id" params={{ id: request.id }}>
      {request.title}
    </RowLink>
  ) : (
    <RowLink to="/view/$srid" params={{ srid: request.id }}>
      {request.title}
    </RowLink>
  );
}

/** The requests as a table from `lg` up and as cards below it: no sideways scroll on a phone. */
export function RequestList({ label, requests, actionsFor, onAction }: RequestListProps) {
  const intl = useIntl();
  const columns: DataListColumn<SignatureRequestSummary>[] = [
    {
      id: 'title',
      header: intl.formatMessage(messages.columnTitle),
      primary: true,
      cell: (request) => (
        <>
          <span className={styles.title}>
            <TitleLink request={request} />
          </span>
          <Text tone="secondary">
            {intl.formatMessage(messages.documents, { count: request.documents.length })}
            {' · '}
            {intl.formatMessage(messages.from, { name: personName(request.owner) })}
          </Text>
        </>
      ),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.columnStatus),
      priority: 'high',
      cell: (request) => (
        <Badge tone={statusTone[request.status_overall]}>
          {intl.formatMessage(statusMessage[request.status_overall])}
        </Badge>
      ),
    },
    {
      id: 'signers',
      header: intl.formatMessage(messages.columnSigners),
      cell: (request) => <SignerAvatars request={request} />,
    },
    {
      id: 'level',
      header: intl.formatMessage(messages.columnLevel),
      priority: 'high',
      cell: (request) =>
        request.quality ? (
          <SignatureLevelBadge
            level={qualityLevel[request.quality]}
            label={request.quality === 'DEMO' ? intl.formatMessage(messages.levelDemo) : undefined}
          />
        ) : null,
    },
    {
      id: 'updated',
      header: intl.formatMessage(messages.columnUpdated),
      cell: (request) => (
        <>
          <time dateTime={request.updated_at} className={styles.date}>
            {intl.formatDate(request.updated_at, {
              ...dateFormat,
              hour: 'numeric',
              minute: 'numeric',
            })}
          </time>
          <Text tone="secondary">
            {intl.formatMessage(messages.created, {
              date: intl.formatDate(request.created_at, dateFormat),
            })}
          </Text>
        </>
      ),
    },
  ];
  return (
    <DataList
      label={label}
      columns={columns}
      items={requests}
      getKey={(request) => request.id}
      rowActions={
        actionsFor && onAction
          ? (request) => (
              <RequestActionsMenu
                request={request}
                actions={actionsFor(request)}
                onAction={onAction}
              />
            )
          : undefined
      }
    />
  );
}
