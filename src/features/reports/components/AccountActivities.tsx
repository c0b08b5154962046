import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { accountActivitiesQuery } from '../api/queries';
import { messages } from '../messages';
import type { ActivityColumn } from './ActivityList';
import { ActivityReport } from './ActivityReport';
import { useTimeFormat } from './formats';
import type { ActivityTabProps } from './SignatureActivities';

type AccountActivity = components['schemas']['AccountActivity'];

/** Changes to the business's account: members, invitations, roles, plan, seats, settings, sign-ins. */
export function AccountActivities({ businessId, view, onSearchChange }: ActivityTabProps) {
  const intl = useIntl();
  const formatTime = useTimeFormat();
  const query = useQuery(accountActivitiesQuery(businessId, view));
  const columns: ActivityColumn<AccountActivity>[] = [
    {
      id: 'time',
      header: intl.formatMessage(messages.time),
      priority: 'high',
      cell: (row) => formatTime(row.timestamp),
    },
    {
      id: 'action',
      header: intl.formatMessage(messages.action),
      primary: true,
      cell: (row) =>
        intl.formatMessage(messages.accountAction, {
          action: row.action,
          role: row.role ?? 'none',
          plan: row.plan ?? 'none',
          seats: row.seats === undefined ? 'none' : intl.formatNumber(row.seats),
          details: row.details ?? 'settings',
        }),
    },
    { id: 'person', header: intl.formatMessage(messages.person), cell: (row) => row.user_email },
    {
      id: 'by',
      header: intl.formatMessage(messages.by),
      cell: (row) => row.actor ?? intl.formatMessage(messages.automatic),
    },
  ];
  return (
    <ActivityReport
      tab="accounts"
      query={query}
      columns={columns}
      caption={intl.formatMessage(messages.accountsCaption, { sort: view.sort })}
      view={view}
      onSearchChange={onSearchChange}
    />
  );
}
