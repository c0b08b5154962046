import { useIntl } from 'react-intl';
import { Link } from '../../../navigation/Link';
import type { ViewCounts } from '../api/signature-requests';
import { messages } from '../messages';
import { inboxFilters, type DashboardSearch } from '../search';
import * as styles from './Dashboard.css';

/**
 * The tabs and the inbox filters as links with aria-current: each is a URL of its own (shareable,
 * preloaded on hover), so they are navigation, not an ARIA tab widget. Switching keeps the
 * search and sort and goes back to the first page.
 */
export function ViewNav({ search, counts }: { search: DashboardSearch; counts: ViewCounts }) {
  const intl = useIntl();
  const keep = { search: search.search, sort: search.sort };
  const label = (name: keyof ViewCounts) =>
    intl.formatMessage(messages.countLabel, {
      label: intl.formatMessage(messages[name]),
      count: counts[name],
    });
  return (
    <>
      <nav aria-label={intl.formatMessage(messages.tabs)}>
        <ul className={styles.nav}>
          <li>
            <Link
              to="/dashboard"
              search={{ tab: 'inbox', ...keep }}
              aria-current={search.tab === 'inbox' ? 'page' : undefined}
            >
              {intl.formatMessage(messages.inbox)}
            </Link>
          </li>
          <li>
            <Link
              to="/dashboard"
              search={{ tab: 'drafts', ...keep }}
              aria-current={search.tab === 'drafts' ? 'page' : undefined}
            >
              {label('drafts')}
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
                  search={{ tab: 'inbox', filter, ...keep }}
                  aria-current={search.filter === filter ? 'page' : undefined}
                >
                  {label(filter)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}
