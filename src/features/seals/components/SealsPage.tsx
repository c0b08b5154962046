import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { LoadFailedAlert, PageHeader, Stack, Text } from '../../../ui';
import { sealsQuery } from '../api/queries';
import { messages } from '../messages';
import { SealsList } from './SealsList';

/** /business/seals: the business's seals, each opening its page. */
export function SealsPage({ businessId }: { businessId: string }) {
  const intl = useIntl();
  const seals = useQuery(sealsQuery(businessId));
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        meta={<Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>}
      />
      {seals.isError ? (
        <LoadFailedAlert
          title={intl.formatMessage(messages.loadFailed)}
          reason={intl.formatMessage(problemMessage(seals.error))}
          retry={intl.formatMessage(messages.retry)}
          onRetry={() => void seals.refetch()}
        />
      ) : (
        <SealsList
          businessId={businessId}
          seals={seals.data?.seals ?? []}
          loading={seals.isPending}
        />
      )}
    </Stack>
  );
}
