import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../../navigation/Link';
import { Alert, Button, notify, PageHeader, Section, Stack, Text } from '../../../ui';
import { useMemberActions } from '../api/member-actions';
import { invitationsQuery, membersQuery } from '../api/queries';
import { messages } from '../messages';
import { removableMembers } from '../roles';
import { InvitationsList } from './InvitationsList';
import { LoadFailed } from './LoadFailed';
import { MembersList } from './MembersList';
import { personName } from './people';

export interface MembersPageProps {
  businessId: string;
  /** The signed-in admin: marked in the list, never offered for removal. */
  selfId: string;
  /** Why the business is restricted (the admin is held here), or null. */
  restricted: 'trial' | 'blocked' | null;
}

/** /business/members: who is in the business, their roles, and who is still invited. */
export function MembersPage({ businessId, selfId, restricted }: MembersPageProps) {
  const intl = useIntl();
  const members = useQuery(membersQuery(businessId));
  const invitations = useQuery(invitationsQuery(businessId));
  const actions = useMemberActions(businessId, notify);
  const people = members.data?.members ?? [];
  const removable = removableMembers(people, selfId);

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        meta={<Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>}
        primaryAction={
          <Button variant="primary" onPress={actions.addMembers}>
            {intl.formatMessage(messages.addMembers)}
          </Button>
        }
        secondaryActions={
          <>
            {removable.length > 0 && (
              <Button
                variant="secondary"
                onPress={() =>
                  actions.removeMembers(
                    removable.map((member) => ({
                      id: member.id,
                      name: personName(member),
                      email: member.email,
                    })),
                  )
                }
              >
                {intl.formatMessage(messages.removeMembers)}
              </Button>
            )}
            {!restricted && (
              <>
                <ButtonLink to="/business/members/signer-groups" variant="tertiary">
                  {intl.formatMessage(messages.signerGroupsLink)}
                </ButtonLink>
                <ButtonLink to="/business/members/domains" variant="tertiary">
                  {intl.formatMessage(messages.domainsLink)}
                </ButtonLink>
              </>
            )}
          </>
        }
      />
      {restricted && (
        <Alert tone="warning">
          <Stack gap="sm">
            <Text>
              {intl.formatMessage(
                restricted === 'trial' ? messages.restrictedTrial : messages.restrictedBlocked,
              )}
            </Text>
            <div>
              <ButtonLink to="/business/upgrade" variant="primary" size="sm">
                {intl.formatMessage(messages.upgrade)}
              </ButtonLink>
            </div>
          </Stack>
        </Alert>
      )}
      <Section
        title={intl.formatMessage(messages.peopleTitle)}
        description={intl.formatMessage(messages.peopleText)}
      >
        {members.isError ? (
          <LoadFailed
            title={messages.loadFailed}
            error={members.error}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <MembersList
            members={people}
            loading={members.isPending}
            selfId={selfId}
            changing={actions.changingRole}
            onMakeAdmin={actions.makeAdmin}
            onMakeMember={actions.makeMember}
            onEditCostCenter={(member) =>
              actions.editCostCenter({
                id: member.id,
                name: personName(member),
                costCenter: member.costCenter ?? null,
              })
            }
          />
        )}
      </Section>
      <Section
        title={intl.formatMessage(messages.invitationsTitle)}
        description={intl.formatMessage(messages.invitationsText)}
      >
        {invitations.isError ? (
          <LoadFailed
            title={messages.invitationsFailed}
            error={invitations.error}
            onRetry={() => void invitations.refetch()}
          />
        ) : (
          <InvitationsList
            invitations={invitations.data?.invitedMembers ?? []}
            loading={invitations.isPending}
            revoking={actions.revoking}
            onRevoke={actions.revoke}
          />
        )}
      </Section>
    </Stack>
  );
}
