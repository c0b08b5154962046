import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Card, Heading, Link, Stack, Text } from '../../../ui';
import type { components } from '../../../../openapi/schema.gen';
import { maintenanceNoticeQuery } from '../api/status';
import { formatDateTime } from '../locale/format';
import { messages } from '../messages';
import { PageLoading } from './PageLoading';

type Notice = components['schemas']['MaintenanceNotice'];

/** What the maintenance page shows for a notice, or for none. */
export function MaintenanceNoticeView({ notice }: { notice: Notice | null }) {
  const intl = useIntl();
  const when = (value: string) => formatDateTime(intl.locale, value);
  const period =
    notice?.startsAt && notice.endsAt
      ? intl.formatMessage(messages.maintenanceWindow, {
          start: when(notice.startsAt),
          end: when(notice.endsAt),
        })
      : notice?.startsAt &&
        intl.formatMessage(messages.maintenanceFrom, { start: when(notice.startsAt) });
  return (
    <Card>
      <Stack gap="md">
        <Heading level={1}>
          {notice?.title ?? intl.formatMessage(messages.maintenanceTitle)}
        </Heading>
        {notice ? (
          <>
            {period && <Text>{period}</Text>}
            <Text tone="secondary">
              {intl.formatMessage(
                notice.isBlocking ? messages.maintenanceBlocking : messages.maintenancePlanned,
              )}
            </Text>
            <Link href={notice.url} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(messages.maintenanceStatusPage)}
            </Link>
          </>
        ) : (
          <Text tone="secondary">{intl.formatMessage(messages.maintenanceNone)}</Text>
        )}
      </Stack>
    </Card>
  );
}

/** /maintenance: the active notice as the server reports it. */
export function MaintenancePage() {
  const { data, isPending } = useQuery(maintenanceNoticeQuery());
  if (isPending) return <PageLoading />;
  return <MaintenanceNoticeView notice={data ?? null} />;
}
