import { useIntl } from 'react-intl';
import {
  Badge,
  SignatureLevelBadge,
  StaticCell,
  StaticColumn,
  StaticRow,
  StaticTable,
  StaticTableBody,
  StaticTableHeader,
  Text,
  VisuallyHidden,
} from '../../../ui';
import { Link } from '../../../navigation/Link';
import type { SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { personName } from './person';
import { RequestActionsMenu } from './RequestActionsMenu';
import { SignerAvatars } from './SignerAvatars';
import { qualityLevel, statusMessage, statusTone } from '../../../api/request-status';
import type { RequestAction } from './use-request-actions';
import * as styles from './Dashboard.css';

const COLUMN_COUNT = 6;
const dateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

export interface RequestTableProps {
  label: string;
  requests: SignatureRequestSummary[];
  /** Shown inside the table when there are no rows (the page shows an EmptyState instead). */
  emptyMessage?: string;
  /** Which quick actions a row offers; none when absent. */
  actionsFor?: (request: SignatureRequestSummary) => RequestAction[];
  onAction?: (action: RequestAction, request: SignatureRequestSummary) => void;
}

function TitleLink({ request }: { request: SignatureRequestSummary }) {
  // Drafts continue in the invite step; everything else opens the request's view.
  return request.status_overall === 'DRAFT' ? (
    <Link to="/invite/$id" params={{ id: request.id }}>
      {request.title}
    </Link>
  ) : (
    <Link to="/view/$srid" params={{ srid: request.id }}>
      {request.title}
    </Link>
  );
}

export function RequestTable({
  label,
  requests,
  emptyMessage,
  actionsFor,
  onAction,
}: RequestTableProps) {
  const intl = useIntl();
  const level = (request: SignatureRequestSummary) =>
    request.quality ? (
      <SignatureLevelBadge
        level={qualityLevel[request.quality]}
        label={request.quality === 'DEMO' ? intl.formatMessage(messages.levelDemo) : undefined}
      />
    ) : null;
  return (
    <StaticTable label={label}>
      <StaticTableHeader>
        <StaticColumn>{intl.formatMessage(messages.columnTitle)}</StaticColumn>
        <StaticColumn>{intl.formatMessage(messages.columnStatus)}</StaticColumn>
        <StaticColumn>{intl.formatMessage(messages.columnSigners)}</StaticColumn>
        <StaticColumn>{intl.formatMessage(messages.columnLevel)}</StaticColumn>
        <StaticColumn>{intl.formatMessage(messages.columnUpdated)}</StaticColumn>
        <StaticColumn>
          <VisuallyHidden>{intl.formatMessage(messages.columnActions)}</VisuallyHidden>
        </StaticColumn>
      </StaticTableHeader>
      <StaticTableBody items={requests} emptyState={emptyMessage} columnCount={COLUMN_COUNT}>
        {(request) => (
          <StaticRow key={request.id}>
            <StaticCell rowHeader>
              <span className={styles.title}>
                <TitleLink request={request} />
              </span>
              <Text tone="secondary">
                {intl.formatMessage(messages.documents, { count: request.documents.length })}
                {' · '}
                {intl.formatMessage(messages.from, { name: personName(request.owner) })}
              </Text>
            </StaticCell>
            <StaticCell>
              <Badge tone={statusTone[request.status_overall]}>
                {intl.formatMessage(statusMessage[request.status_overall])}
              </Badge>
            </StaticCell>
            <StaticCell>
              <SignerAvatars request={request} />
            </StaticCell>
            <StaticCell>{level(request)}</StaticCell>
            <StaticCell>
              <time dateTime={request.updated_at}>
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
            </StaticCell>
            <StaticCell>
              {actionsFor && onAction && (
                <RequestActionsMenu
                  request={request}
                  actions={actionsFor(request)}
                  onAction={onAction}
                />
              )}
            </StaticCell>
          </StaticRow>
        )}
      </StaticTableBody>
    </StaticTable>
  );
}
