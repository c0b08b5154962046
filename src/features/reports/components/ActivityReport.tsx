import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { EmptyState, LoadFailedAlert } from '../../../ui';
import { messages } from '../messages';
import type { ActivitySearch, ActivityTab, ActivityView } from '../search';
import { ActivityList, type ActivityColumn } from './ActivityList';
import { useDayFormat } from './formats';

export interface ActivityPageData<T> {
  activities: T[];
  total_pages: number;
}

/** What the report reads of its list's query. */
export interface ActivityQuery<T> {
  data?: ActivityPageData<T>;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
}

export interface ActivityReportProps<T extends { id: string }> {
  tab: ActivityTab;
  query: ActivityQuery<T>;
  columns: readonly ActivityColumn<T>[];
  caption: string;
  view: ActivityView;
  onSearchChange: (change: Partial<ActivitySearch>) => void;
}

/** A tab's report: the failure with a retry, the empty state (with or without a range), or the list. */
export function ActivityReport<T extends { id: string }>({
  tab,
  query,
  columns,
  caption,
  view,
  onSearchChange,
}: ActivityReportProps<T>) {
  const intl = useIntl();
  const formatDay = useDayFormat();
  if (query.isError) {
    return (
      <LoadFailedAlert
        title={intl.formatMessage(messages.loadFailed)}
        reason={intl.formatMessage(problemMessage(query.error))}
        retry={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const empty =
    view.start && view.end ? (
      <EmptyState
        title={intl.formatMessage(messages.emptyInRangeTitle)}
        illustration="no-results"
        headingLevel={2}
      >
        {intl.formatMessage(messages.emptyInRangeText, {
          start: formatDay(view.start),
          end: formatDay(view.end),
        })}
      </EmptyState>
    ) : (
      <EmptyState
        title={intl.formatMessage(messages.emptyTitle)}
        illustration="no-requests"
        headingLevel={2}
      >
        {intl.formatMessage(messages.emptyText, { tab })}
      </EmptyState>
    );
  return (
    <ActivityList
      caption={caption}
      columns={columns}
      items={query.data?.activities}
      loading={query.isPending}
      sort={view.sort}
      onSortChange={(sort) =>
        onSearchChange({ sort: sort === 'desc' ? undefined : sort, page: undefined })
      }
      page={view.page}
      pageCount={query.data?.total_pages ?? 0}
      onPageChange={(page) => onSearchChange({ page: page > 1 ? page : undefined })}
      empty={empty}
    />
  );
}
