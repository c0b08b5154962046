import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { qualityLevel } from '../../../api/request-status';
import { Link } from '../../../navigation/Link';
import { Badge, SignatureLevelBadge } from '../../../ui';
import { signatureActivitiesQuery } from '../api/queries';
import { messages } from '../messages';
import type { ActivitySearch, ActivityView } from '../search';
import type { ActivityColumn } from './ActivityList';
import { ActivityReport } from './ActivityReport';
import { useLegislationName } from './names';
import { Person } from './Person';
import { useTimeFormat } from './formats';

type SignatureActivity = components['schemas']['SignatureActivity'];

const signerType = {
  member: messages.signerMember,
  external: messages.signerExternal,
  api: messages.signerApi,
  unknown: messages.signerUnknown,
} as const;

export interface ActivityTabProps {
  businessId: string;
  view: ActivityView;
  onSearchChange: (change: Partial<ActivitySearch>) => void;
}

/** Signed and declined signatures on the business's requests. */
export function SignatureActivities({ businessId, view, onSearchChange }: ActivityTabProps) {
  const intl = useIntl();
  const formatTime = useTimeFormat();
  const legislationName = useLegislationName();
  const query = useQuery(signatureActivitiesQuery(businessId, view));
  const columns: ActivityColumn<SignatureActivity>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.time),
      priority: 'high',
      cell: (row) => formatTime(row.timestamp),
    },
    {
      id: 'request',
      header: intl.formatMessage(messages.request),
      primary: true,
      cell: (row) => (
        <Link to="/view/$srid" params={{ srid: row.signature_request_id }}>
          {row.signature_request_title || intl.formatMessage(messages.untitled)}
        </Link>
      ),
    },
    {
      id: 'signer',
      header: intl.formatMessage(messages.signer),
      cell: ({ signer }) => (
        <Person
          name={[signer.first_name, signer.last_name].filter(Boolean).join(' ')}
          email={signer.email}
          badge={<Badge>{intl.formatMessage(signerType[signer.type])}</Badge>}
        />
      ),
    },
    {
      id: 'action',
      header: intl.formatMessage(messages.action),
      priority: 'high',
      cell: (row) =>
        row.action === 'SIGNED' ? (
          <Badge tone="success">{intl.formatMessage(messages.signed)}</Badge>
        ) : (
          <Badge tone="danger">{intl.formatMessage(messages.declined)}</Badge>
        ),
    },
    {
      id: 'level',
      header: intl.formatMessage(messages.level),
      priority: 'high',
      cell: (row) => <SignatureLevelBadge level={qualityLevel[row.quality]} />,
    },
    {
      id: 'legislation',
      header: intl.formatMessage(messages.legislation),
      cell: (row) => legislationName(row.legislation),
    },
    {
      id: 'costCentre',
      header: intl.formatMessage(messages.costCentre),
      cell: (row) => row.cost_center ?? intl.formatMessage(messages.none),
    },
  ];
  return (
    <ActivityReport
      tab="signatures"
      query={query}
      columns={columns}
      caption={intl.formatMessage(messages.signaturesCaption, { sort: view.sort })}
      view={view}
      onSearchChange={onSearchChange}
    />
  );
}
