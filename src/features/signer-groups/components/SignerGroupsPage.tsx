import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import {
  Alert,
  Button,
  EmptyState,
  PageHeader,
  PlusIcon,
  Section,
  Stack,
  Text,
  notify,
  shell,
} from '../../../ui';
import { useDeleteGroup } from '../api/group-actions';
import { businessGroupsQuery, groupSettingsQuery } from '../api/queries';
import { canCreateGroup, type SignerGroup } from '../group-draft';
import { messages } from '../messages';
import { SignerGroupsList } from './SignerGroupsList';

export interface SignerGroupsPageProps {
  businessId: string;
}

/** /business/members/signer-groups: the business's groups, created, edited and deleted here. */
export function SignerGroupsPage({ businessId }: SignerGroupsPageProps) {
  const intl = useIntl();
  const groups = useQuery(businessGroupsQuery(businessId));
  const settings = useQuery(groupSettingsQuery(businessId));
  const remove = useDeleteGroup(notify);
  const limits = settings.data?.signerGroups;
  const list = groups.data?.groups ?? [];
  const count = groups.data?.total_items ?? list.length;
  // Until both answered, the limit is unknown: the create button waits rather than guesses.
  const mayCreate = Boolean(limits && groups.data && canCreateGroup(count, limits));

  const open = (group?: SignerGroup) => {
    if (!limits) return;
    shell.openOverlay({ name: 'create-signer-group', props: { businessId, group, limits } });
  };
  const confirmDelete = (group: SignerGroup) =>
    shell.openDialog({
      namespace: 'other',
      name: 'delete-signer-group',
      props: { name: group.name },
      onAction: () => remove.mutateAsync({ params: { path: { id: group.id } } }),
    });

  const createButton = (
    <Button variant="primary" isDisabled={!mayCreate} onPress={() => open()}>
      <PlusIcon size="sm" />
      {intl.formatMessage(messages.create)}
    </Button>
  );
  const failed = groups.isError ? groups.error : settings.isError ? settings.error : null;

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        meta={<Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>}
        primaryAction={createButton}
      />
      {failed ? (
        <Alert tone="danger">
          <Stack gap="sm">
            <Text>
              <strong>{intl.formatMessage(messages.loadFailed)}</strong>{' '}
              {intl.formatMessage(problemMessage(failed))}
            </Text>
            <div>
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  void groups.refetch();
                  void settings.refetch();
                }}
              >
                {intl.formatMessage(messages.retry)}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : (
        <>
          {limits && groups.data && !mayCreate && (
            <Alert tone="info">
              <Text>
                {intl.formatMessage(messages.limitReached, { maxGroups: limits.maxGroups })}
              </Text>
            </Alert>
          )}
          {groups.data && list.length === 0 ? (
            <EmptyState title={intl.formatMessage(messages.emptyTitle)}>
              {intl.formatMessage(messages.emptyText)}
            </EmptyState>
          ) : (
            <Section
              title={intl.formatMessage(messages.title)}
              description={
                limits &&
                intl.formatMessage(messages.limits, {
                  count,
                  maxGroups: limits.maxGroups,
                  maxParticipants: limits.maxParticipants,
                })
              }
            >
              <SignerGroupsList
                groups={list}
                loading={groups.isPending}
                onEdit={open}
                onDelete={confirmDelete}
              />
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
