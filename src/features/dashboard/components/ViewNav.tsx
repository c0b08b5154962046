import { useIntl } from 'react-intl';
import { NavTabs, SegmentedControl } from '../../../ui';
import type { ViewCounts } from '../api/signature-requests';
import { messages } from '../messages';
import { inboxFilters, type DashboardSearch, type InboxFilter } from '../search';
import { NavTab } from '../../../navigation/Link';

export interface ViewNavProps {
  search: DashboardSearch;
  /** What the list answer counts (per filter and drafts); the inbox as a whole has none. */
  counts: ViewCounts;
  onFilter: (filter: InboxFilter) => void;
}

/**
 * The tabs are links (each a URL of its own, preloaded on hover), the current one marked by
 * the router's aria-current. The inbox filters are chips, one always on; choosing one changes
 * the URL too. Switching keeps the search and sort and goes back to the first page.
 */
export function ViewNav({ search, counts, onFilter }: ViewNavProps) {
  const intl = useIntl();
  const keep = { search: search.search, sort: search.sort };
  return (
    <>
      <NavTabs label={intl.formatMessage(messages.tabs)}>
        <NavTab
          to="/dashboard"
          search={{ tab: 'inbox', ...keep }}
          aria-current={search.tab === 'inbox' ? 'page' : undefined}
        >
          {intl.formatMessage(messages.inbox)}
        </NavTab>
        <NavTab
          to="/dashboard"
          search={{ tab: 'drafts', ...keep }}
          aria-current={search.tab === 'drafts' ? 'page' : undefined}
          count={counts.drafts}
        >
          {intl.formatMessage(messages.drafts)}
        </NavTab>
      </NavTabs>
      {search.tab === 'inbox' && (
        <SegmentedControl
          label={intl.formatMessage(messages.filters)}
          selectedKey={search.filter ?? 'toSign'}
          onSelectionChange={onFilter}
          items={inboxFilters.map((filter) => ({
            id: filter,
            label: intl.formatMessage(messages[filter]),
            count: counts[filter],
          }))}
        />
      )}
    </>
  );
}
