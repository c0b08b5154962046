import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { problemMessage } from '../../../api/problem';
import {
  Alert,
  Button,
  DataList,
  EmptyState,
  IconButton,
  Menu,
  MenuItem,
  MenuTrigger,
  MoreIcon,
  notify,
  PageHeader,
  Section,
  Stack,
  Text,
  type DataListColumn,
} from '../../../ui';
import { useApiUserActions } from '../api/actions';
import { apiUsersQuery } from '../api/queries';
import { messages } from '../messages';
import * as styles from './developers.css';
import { FirstCall } from './FirstCall';

type ApiUser = components['schemas']['ApiUser'];

export interface ApiUsersPageProps {
  businessId: string;
  /** Where the API answers: this very server (window.location.origin in the app). */
  origin: string;
}

/** /business/developers/api: the business's API users, and how to make the first call. */
export function ApiUsersPage({ businessId, origin }: ApiUsersPageProps) {
  const intl = useIntl();
  const list = useQuery(apiUsersQuery(businessId));
  const actions = useApiUserActions(businessId, notify);
  const date = (value?: string | null) =>
    value
      ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' })
      : intl.formatMessage(messages.neverUsed);
  const columns: DataListColumn<ApiUser>[] = [
    {
      id: 'username',
      header: intl.formatMessage(messages.username),
      primary: true,
      cell: (user) => <span className={styles.username}>{user.username}</span>,
    },
    {
      id: 'description',
      header: intl.formatMessage(messages.description),
      cell: (user) => user.description || '–',
    },
    {
      id: 'created',
      header: intl.formatMessage(messages.created),
      cell: (user) => date(user.createdAt),
    },
    {
      id: 'lastUsed',
      header: intl.formatMessage(messages.lastUsed),
      cell: (user) => date(user.lastUsedAt),
    },
  ];
  const rowActions = (user: ApiUser) => {
    const items = [
      {
        id: 'edit',
        label: messages.edit,
        run: () => actions.edit(user.username, user.description),
      },
      { id: 'reset', label: messages.reset, run: () => actions.reset(user.username) },
      {
        id: 'delete',
        label: messages.delete,
        run: () => actions.remove(user.username),
        danger: true,
      },
    ];
    return (
      <MenuTrigger>
        <IconButton
          size="sm"
          label={intl.formatMessage(messages.actionsFor, { username: user.username })}
          icon={<MoreIcon />}
        />
        <Menu items={items} onAction={(key) => items.find((item) => item.id === key)?.run()}>
          {(item) => (
            <MenuItem id={item.id} tone={item.danger ? 'danger' : undefined}>
              {intl.formatMessage(item.label)}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        meta={<Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>}
        primaryAction={
          <Button variant="primary" onPress={actions.create}>
            {intl.formatMessage(messages.create)}
          </Button>
        }
      />
      <Section title={intl.formatMessage(messages.listTitle)}>
        {list.isError ? (
          <Alert tone="danger">
            <Stack gap="sm">
              <Text>
                <strong>{intl.formatMessage(messages.loadFailed)}</strong>{' '}
                {intl.formatMessage(problemMessage(list.error))}
              </Text>
              <div>
                <Button variant="secondary" size="sm" onPress={() => void list.refetch()}>
                  {intl.formatMessage(messages.retry)}
                </Button>
              </div>
            </Stack>
          </Alert>
        ) : (
          <DataList
            label={intl.formatMessage(messages.listLabel)}
            columns={columns}
            items={list.data?.apiUsers ?? []}
            getKey={(user) => user.username}
            loading={list.isPending}
            rowActions={rowActions}
            empty={
              <EmptyState title={intl.formatMessage(messages.none)}>
                {intl.formatMessage(messages.noneText)}
              </EmptyState>
            }
          />
        )}
      </Section>
      <FirstCall origin={origin} />
    </Stack>
  );
}
