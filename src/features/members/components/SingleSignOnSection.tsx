import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import {
  Badge,
  Button,
  ButtonGroup,
  DataList,
  EmptyState,
  notify,
  Section,
  Text,
} from '../../../ui';
import { useSsoActions } from '../api/sso-actions';
import { identityProvidersQuery } from '../api/queries';
import { messages } from '../messages';
import { ssoDomains } from '../sso-input';
import { LoadFailed } from './LoadFailed';

type IdentityProvider = components['schemas']['IdentityProvider'];

/**
 * The domains whose people sign in through the company's identity provider. Sandbox entries
 * come from the server's configuration, so they get no actions, a badge and the reason below.
 */
export function SingleSignOnSection({
  businessId,
  verifiedDomains,
}: {
  businessId: string;
  verifiedDomains: string[];
}) {
  const intl = useIntl();
  const providers = useQuery(identityProvidersQuery(businessId));
  const actions = useSsoActions(businessId, notify);
  const list = providers.data?.providers ?? [];
  const domains = ssoDomains(verifiedDomains, list);

  return (
    <Section
      title={intl.formatMessage(messages.ssoTitle)}
      description={intl.formatMessage(messages.ssoText)}
      actions={
        <Button
          variant="secondary"
          isDisabled={domains.length === 0 || !providers.isSuccess}
          onPress={() => actions.setUp(domains)}
        >
          {intl.formatMessage(messages.ssoSetUp)}
        </Button>
      }
    >
      {providers.isError ? (
        <LoadFailed
          title={messages.ssoFailed}
          error={providers.error}
          onRetry={() => void providers.refetch()}
        />
      ) : (
        <DataList
          label={intl.formatMessage(messages.ssoLabel)}
          columns={[
            {
              id: 'domain',
              header: intl.formatMessage(messages.domain),
              primary: true,
              cell: (provider: IdentityProvider) =>
                provider.sandbox ? (
                  <>
                    {provider.domain}{' '}
                    <Badge tone="neutral">{intl.formatMessage(messages.ssoSandbox)}</Badge>
                  </>
                ) : (
                  provider.domain
                ),
            },
            {
              id: 'issuer',
              header: intl.formatMessage(messages.ssoIssuer),
              cell: (provider: IdentityProvider) => provider.issuer,
            },
            {
              id: 'clientId',
              header: intl.formatMessage(messages.ssoClientId),
              cell: (provider: IdentityProvider) => provider.clientId,
            },
          ]}
          items={list}
          getKey={(provider) => provider.domain}
          loading={providers.isPending}
          rowActions={(provider) =>
            provider.sandbox ? null : (
              <ButtonGroup>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage(messages.ssoChange, { domain: provider.domain })}
                  onPress={() => actions.change(domains, provider)}
                >
                  {intl.formatMessage(messages.ssoChangeShort)}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={intl.formatMessage(messages.ssoRemove, { domain: provider.domain })}
                  onPress={() => actions.remove(provider.domain)}
                >
                  {intl.formatMessage(messages.ssoRemoveShort)}
                </Button>
              </ButtonGroup>
            )
          }
          empty={
            <EmptyState title={intl.formatMessage(messages.ssoEmpty)}>
              {intl.formatMessage(
                verifiedDomains.length === 0 ? messages.ssoEmptyNoDomains : messages.ssoEmptyText,
              )}
            </EmptyState>
          }
        />
      )}
      {list.some((provider) => provider.sandbox) && (
        <Text tone="secondary">{intl.formatMessage(messages.ssoSandboxReason)}</Text>
      )}
    </Section>
  );
}
