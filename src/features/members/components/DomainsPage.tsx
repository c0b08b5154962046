import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { Link } from '../../../navigation/Link';
import {
  Button,
  CopyButton,
  DataList,
  DescriptionList,
  EmptyState,
  notify,
  PageHeader,
  Section,
  Skeleton,
  Stack,
  Text,
} from '../../../ui';
import { useDomainActions } from '../api/domain-actions';
import { businessQuery, domainVerificationQuery } from '../api/queries';
import { messages } from '../messages';
import * as styles from './DomainsPage.css';
import { LoadFailed } from './LoadFailed';
import { SingleSignOnSection } from './SingleSignOnSection';

type DomainVerification = components['schemas']['DomainVerification'];

/** /business/members/domains: the TXT record that proves a domain, and the domains added. */
export function DomainsPage({ businessId }: { businessId: string }) {
  const intl = useIntl();
  const business = useQuery(businessQuery(businessId));
  const record = useQuery(domainVerificationQuery(businessId));
  const actions = useDomainActions(businessId, notify);
  const domains = business.data?.domains ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(messages.domainsTitle)}
        back={<Link to="/business/members">{intl.formatMessage(messages.backToMembers)}</Link>}
        meta={<Text tone="secondary">{intl.formatMessage(messages.domainsIntro)}</Text>}
        primaryAction={
          <Button variant="primary" onPress={actions.add}>
            {intl.formatMessage(messages.addDomain)}
          </Button>
        }
      />
      <Section
        title={intl.formatMessage(messages.recordTitle)}
        description={intl.formatMessage(messages.recordText)}
      >
        {record.isError ? (
          <LoadFailed
            title={messages.recordFailed}
            error={record.error}
            onRetry={() => void record.refetch()}
          />
        ) : record.isPending ? (
          <Skeleton height="6rem" />
        ) : (
          <VerificationRecord record={record.data} />
        )}
      </Section>
      <Section title={intl.formatMessage(messages.domainsListTitle)}>
        {business.isError ? (
          <LoadFailed
            title={messages.domainsFailed}
            error={business.error}
            onRetry={() => void business.refetch()}
          />
        ) : (
          <DataList
            label={intl.formatMessage(messages.domainsLabel)}
            columns={[
              {
                id: 'domain',
                header: intl.formatMessage(messages.domain),
                primary: true,
                cell: (domain: string) => domain,
              },
            ]}
            items={domains}
            getKey={(domain) => domain}
            loading={business.isPending}
            rowActions={(domain) => (
              <Button
                variant="secondary"
                size="sm"
                aria-label={intl.formatMessage(messages.removeDomain, { domain })}
                onPress={() => actions.remove(domain)}
              >
                {intl.formatMessage(messages.removeDomainShort)}
              </Button>
            )}
            empty={
              <EmptyState title={intl.formatMessage(messages.noDomains)}>
                {intl.formatMessage(messages.noDomainsText)}
              </EmptyState>
            }
          />
        )}
      </Section>
      {business.isSuccess && (
        <SingleSignOnSection businessId={businessId} verifiedDomains={domains} />
      )}
    </Stack>
  );
}

function VerificationRecord({ record }: { record: DomainVerification }) {
  const intl = useIntl();
  return (
    <DescriptionList
      items={[
        { id: 'type', term: intl.formatMessage(messages.recordType), description: record.type },
        {
          id: 'name',
          term: intl.formatMessage(messages.recordName),
          description: (
            <span className={styles.copyable}>
              <code className={styles.code}>{record.name}</code>
              <CopyButton value={record.name} label={intl.formatMessage(messages.copyName)} />
            </span>
          ),
        },
        {
          id: 'value',
          term: intl.formatMessage(messages.recordValue),
          description: (
            <span className={styles.copyable}>
              <code className={styles.code}>{record.value}</code>
              <CopyButton value={record.value} label={intl.formatMessage(messages.copyValue)} />
            </span>
          ),
        },
      ]}
    />
  );
}
