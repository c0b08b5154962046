import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { Badge } from '../../../ui';
import { identificationActivitiesQuery } from '../api/queries';
import { messages } from '../messages';
import type { ActivityColumn } from './ActivityList';
import { ActivityReport } from './ActivityReport';
import { useTimeFormat } from './formats';
import { identificationStatus, methodName, providerName, useLegislationName } from './names';
import type { ActivityTabProps } from './SignatureActivities';

type IdentificationActivity = components['schemas']['IdentificationActivity'];

/** Identifications started for the business, and whether it pays for them. */
export function IdentificationActivities({ businessId, view, onSearchChange }: ActivityTabProps) {
  const intl = useIntl();
  const formatTime = useTimeFormat();
  const legislationName = useLegislationName();
  const query = useQuery(identificationActivitiesQuery(businessId, view));
  const columns: ActivityColumn<IdentificationActivity>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.time),
      priority: 'high',
      cell: (row) => formatTime(row.timestamp),
    },
    {
      id: 'person',
      header: intl.formatMessage(messages.person),
      primary: true,
      cell: (row) => row.user_email,
    },
    {
      id: 'provider',
      header: intl.formatMessage(messages.provider),
      cell: (row) => intl.formatMessage(providerName[row.provider]),
    },
    {
      id: 'method',
      header: intl.formatMessage(messages.method),
      cell: (row) => intl.formatMessage(methodName[row.method]),
    },
    {
      id: 'legislation',
      header: intl.formatMessage(messages.legislation),
      cell: (row) => legislationName(row.legislation),
    },
    {
      id: 'status',
      header: intl.formatMessage(messages.status),
      priority: 'high',
      cell: (row) => {
        const status = identificationStatus[row.status];
        return <Badge tone={status.tone}>{intl.formatMessage(status.message)}</Badge>;
      },
    },
    {
      id: 'paid',
      header: intl.formatMessage(messages.paidByBusiness),
      cell: (row) => intl.formatMessage(row.business_id_paid_by ? messages.yes : messages.no),
    },
  ];
  return (
    <ActivityReport
      tab="identifications"
      query={query}
      columns={columns}
      caption={intl.formatMessage(messages.identificationsCaption, { sort: view.sort })}
      view={view}
      onSearchChange={onSearchChange}
    />
  );
}
