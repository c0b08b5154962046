import { useEffect } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { EmptyState, DocumentIcon, Heading, Pagination, Stack } from '../../../ui';
import { signatureRequestsQuery, type SignatureRequestSummary } from '../api/signature-requests';
import { messages } from '../messages';
import { apiView, listParams, type DashboardSearch } from '../search';
import { ListToolbar } from './ListToolbar';
import { NewRequestAction, type NewRequestProps } from './NewRequestAction';
import { RequestTable } from './RequestTable';
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

  const empty = (
    <EmptyState
      title={intl.formatMessage(search.search ? messages.emptySearch : emptyMessages[view])}
      picture={<DocumentIcon size="lg" />}
      action={
        <NewRequestAction {...newRequest}>
          {intl.formatMessage(messages.emptyAction)}
        </NewRequestAction>
      }
    />
  );

  return (
    <Stack gap="xl">
      <div className={styles.header}>
        <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
        <NewRequestAction {...newRequest}>{intl.formatMessage(messages.upload)}</NewRequestAction>
      </div>
      <ViewNav search={search} counts={data.counts} />
      <ListToolbar
        search={search.search}
        sort={search.sort}
        onSearch={(text) => onSearchChange({ search: text, page: undefined })}
        onSort={(sort) => onSearchChange({ sort, page: undefined })}
      />
      {data.items.length === 0 ? (
        empty
      ) : (
        <RequestTable
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
