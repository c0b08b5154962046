import { useEffect } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  Button,
  EmptyState,
  PageHeader,
  Pagination,
  Stack,
  type EmptyStateIllustration,
} from '../../../ui';
import { signatureRequestsQuery, type SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { apiView, listParams, type DashboardSearch } from '../search';
import { ListToolbar } from './ListToolbar';
import { NewRequestAction, type NewRequestProps } from './NewRequestAction';
import { RequestList } from './RequestList';
import { ViewNav } from './ViewNav';
import { availableActions, useRequestActions } from './use-request-actions';
import * as styles from './Dashboard.css';

const emptyMessages = {
  all: messages.emptyAll,
  toSign: messages.emptyToSign,
  pending: messages.emptyPending,
  completed: messages.emptyCompleted,
  declined: messages.emptyDeclined,
  drafts: messages.emptyDrafts,
} as const;

// Nothing at all yet, nothing in a view, or nothing matching the search.
const emptyIllustrations = {
  all: 'no-requests',
  toSign: 'no-requests',
  pending: 'no-requests',
  completed: 'no-requests',
  declined: 'no-requests',
  drafts: 'no-documents',
} as const satisfies Record<keyof typeof emptyMessages, EmptyStateIllustration>;

export interface DashboardPageProps extends NewRequestProps {
  search: DashboardSearch;
  /** Merges into the URL query (the route navigates); `undefined` drops a key. */
  onSearchChange: (change: Partial<DashboardSearch>) => void;
  /** The signed-in user's e-mail: owners may remind signers and delete drafts. */
  userEmail?: string;
}

export function DashboardPage({
  search,
  onSearchChange,
  userEmail,
  ...newRequest
}: DashboardPageProps) {
  const intl = useIntl();
  const view = apiView(search);
  const params = listParams(search);
  const { data } = useSuspenseQuery(signatureRequestsQuery(params));
  const queryClient = useQueryClient();
  const nextPage = data.current_page < data.total_pages ? data.current_page + 1 : undefined;
  const { view: listView, search: text, sort } = params;
  // The next page is the likely next click: fetch it while the user reads this one.
  useEffect(() => {
    if (nextPage === undefined) return;
    void queryClient.prefetchQuery(
      signatureRequestsQuery({ view: listView, search: text, sort, page: nextPage }),
    );
  }, [queryClient, listView, text, sort, nextPage]);
  const runAction = useRequestActions();
  const isOwner = (request: SignatureRequestSummary) =>
    userEmail !== undefined &&
    request.owner.email_address.toLowerCase() === userEmail.toLowerCase();

  // One way forward: clear a search that matched nothing, else start a request.
  const empty = search.search ? (
    <EmptyState
      title={intl.formatMessage(messages.emptySearch)}
      illustration="no-results"
      action={
        <Button
          variant="primary"
          onPress={() => onSearchChange({ search: undefined, page: undefined })}
        >
          {intl.formatMessage(messages.clearSearch)}
        </Button>
      }
    />
  ) : (
    <EmptyState
      title={intl.formatMessage(emptyMessages[view])}
      illustration={emptyIllustrations[view]}
      action={
        <NewRequestAction {...newRequest}>
          {intl.formatMessage(messages.emptyAction)}
        </NewRequestAction>
      }
    />
  );

  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        primaryAction={
          <NewRequestAction {...newRequest}>{intl.formatMessage(messages.upload)}</NewRequestAction>
        }
      />
      <Stack gap="md">
        <ViewNav
          search={search}
          counts={data.counts}
          onFilter={(filter) => onSearchChange({ filter, page: undefined })}
        />
      </Stack>
      <ListToolbar
        search={search.search}
        sort={search.sort}
        onSearch={(text) => onSearchChange({ search: text, page: undefined })}
        onSort={(sort) => onSearchChange({ sort, page: undefined })}
      />
      {data.items.length === 0 ? (
        empty
      ) : (
        <RequestList
          label={intl.formatMessage(messages.tableLabel, {
            view: intl.formatMessage(messages[view]),
          })}
          requests={data.items}
          actionsFor={(request) => availableActions(request, isOwner(request))}
          onAction={(action, request) => void runAction(action, request)}
        />
      )}
      {data.total_pages > 1 && (
        <div className={styles.footer}>
          <Pagination
            page={data.current_page}
            pageCount={data.total_pages}
            label={intl.formatMessage(messages.pagination)}
            onPageChange={(page) => onSearchChange({ page: page > 1 ? page : undefined })}
          />
        </div>
      )}
    </Stack>
  );
}
