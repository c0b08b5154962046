import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Heading, Stack } from '../../../ui';
import { Link } from '../../../navigation/Link';
import { signatureRequestsQuery } from '../api/signature-requests';
import { messages } from '../messages';
import { apiView, inboxFilters, type DashboardSearch } from '../search';
import { RequestTable } from './RequestTable';
import * as styles from './Dashboard.css';

export function DashboardPage({ search }: { search: DashboardSearch }) {
  const intl = useIntl();
  const view = apiView(search);
  const { data } = useSuspenseQuery(signatureRequestsQuery(view));
  const viewName = intl.formatMessage(messages[view]);
  const emptyMessage = intl.formatMessage(
    view === 'toSign'
      ? messages.emptyToSign
      : view === 'drafts'
        ? messages.emptyDrafts
        : messages.empty,
  );

  return (
    <Stack gap="xl">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      <nav aria-label={intl.formatMessage(messages.tabs)}>
        <ul className={styles.nav}>
          <li>
            <Link
              to="/dashboard"
              search={{ tab: 'inbox' }}
              aria-current={search.tab === 'inbox' ? 'page' : undefined}
            >
              {intl.formatMessage(messages.inbox)}
            </Link>
          </li>
          <li>
            <Link
              to="/dashboard"
              search={{ tab: 'drafts' }}
              aria-current={search.tab === 'drafts' ? 'page' : undefined}
            >
              {intl.formatMessage(messages.countLabel, {
                label: intl.formatMessage(messages.drafts),
                count: data.counts.drafts,
              })}
            </Link>
          </li>
        </ul>
      </nav>
      {search.tab === 'inbox' && (
        <nav aria-label={intl.formatMessage(messages.filters)}>
          <ul className={styles.nav}>
            {inboxFilters.map((filter) => (
              <li key={filter}>
                <Link
                  to="/dashboard"
                  search={{ tab: 'inbox', filter }}
                  aria-current={search.filter === filter ? 'page' : undefined}
                >
                  {intl.formatMessage(messages.countLabel, {
                    label: intl.formatMessage(messages[filter]),
                    count: data.counts[filter],
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <RequestTable
        label={intl.formatMessage(messages.tableLabel, { view: viewName })}
        requests={data.items}
        emptyMessage={emptyMessage}
      />
    </Stack>
  );
}
