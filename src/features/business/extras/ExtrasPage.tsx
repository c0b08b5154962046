import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { ButtonLink } from '../../../navigation/Link';
import {
  Alert,
  Badge,
  DescriptionList,
  notify,
  PageHeader,
  Section,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '../../../ui';
import { businessQuery } from '../api/queries';
import type { UserBusiness } from '../plan-state';
import { aesBodyOf, aesValuesOf, canTurnOn } from './aes-form';
import { customExtrasQuery, useUpdateAes4Biz } from './api';
import { LoadFailed } from './LoadFailed';
import { messages as m } from './messages';
import { hasPaymentIssues } from './payment';

type CustomExtras = components['schemas']['CustomExtras'];

export interface ExtrasPageProps {
  /** The admin's business as the user carries it (whether it is locked). */
  business: UserBusiness;
}

/** /business/extras: AES for business (on, off, set up) and the subscription's payment state. */
export function ExtrasPage({ business }: ExtrasPageProps) {
  const intl = useIntl();
  const extras = useQuery(customExtrasQuery(business.id));
  const details = useQuery(businessQuery(business.id));
  const failed = extras.isError ? extras : details.isError ? details : null;
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(m.extrasTitle)}
        meta={intl.formatMessage(m.extrasIntro)}
      />
      {failed ? (
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />
      ) : extras.data && details.data ? (
        <>
          <AesSection
            businessId={business.id}
            extras={extras.data}
            verified={details.data.domains}
          />
          <PaymentSection extras={extras.data} business={business} />
        </>
      ) : (
        <div aria-busy="true">
          <Stack gap="lg">
            <Skeleton height="10rem" />
            <Skeleton height="6rem" />
          </Stack>
        </div>
      )}
    </Stack>
  );
}

function AesSection({
  businessId,
  extras,
  verified,
}: {
  businessId: string;
  extras: CustomExtras;
  verified: string[];
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const update = useUpdateAes4Biz(businessId, notify, 'notify');
  const setup = extras.aes4biz;
  const setUp = Boolean(
    setup.representativeName || setup.commercialRegister || setup.domains?.length,
  );
  const toForm = () => void navigate({ to: '/business/profile/aes-for-business' });
  // Off keeps the details; on goes straight through only when the saved setup is complete.
  const turn = (on: boolean) => {
    if (on && !canTurnOn(setup, verified)) return toForm();
    const body = { ...aesBodyOf(aesValuesOf(setup, verified)), enabled: on };
    update.save(body).then(
      () => notify(on ? m.turnedOn : m.turnedOff, { color: 'success' }),
      () => undefined,
    );
  };
  return (
    <Section
      title={intl.formatMessage(m.aesTitle)}
      description={intl.formatMessage(m.aesSummary)}
      actions={
        <ButtonLink to="/business/profile/aes-for-business" variant="secondary">
          {intl.formatMessage(setUp ? m.edit : m.setUp)}
        </ButtonLink>
      }
    >
      <Stack gap="md">
        <Switch isSelected={setup.enabled} isDisabled={update.saving} onChange={turn}>
          {intl.formatMessage(m.aesSwitch)}
        </Switch>
        {setUp ? (
          <DescriptionList
            items={[
              {
                id: 'status',
                term: intl.formatMessage(m.aesStatus),
                description: setup.enabled ? (
                  <Badge tone="success">{intl.formatMessage(m.aesOn)}</Badge>
                ) : (
                  <Badge>{intl.formatMessage(m.aesOff)}</Badge>
                ),
              },
              {
                id: 'representative',
                term: intl.formatMessage(m.representativeName),
                description:
                  [setup.representativeName, setup.representativeEmail]
                    .filter(Boolean)
                    .join(', ') || '–',
              },
              {
                id: 'register',
                term: intl.formatMessage(m.commercialRegister),
                description: setup.commercialRegister || '–',
              },
              {
                id: 'domains',
                term: intl.formatMessage(m.domains),
                description: setup.domains?.length
                  ? intl.formatList(setup.domains, { type: 'conjunction' })
                  : '–',
              },
            ]}
          />
        ) : (
          <Text tone="secondary">{intl.formatMessage(m.aesNotSetUp)}</Text>
        )}
      </Stack>
    </Section>
  );
}

const statusMessages = {
  active: m.status_active,
  trialing: m.status_trialing,
  past_due: m.status_past_due,
  unpaid: m.status_unpaid,
  canceled: m.status_canceled,
  incomplete: m.status_incomplete,
  incomplete_expired: m.status_incomplete_expired,
  paused: m.status_paused,
};

function PaymentSection({ extras, business }: { extras: CustomExtras; business: UserBusiness }) {
  const intl = useIntl();
  const { subscriptionStatus: status, subscriptionErrorCode: errorCode } = extras.stripe;
  const issues = hasPaymentIssues(status, business.paymentMethod);
  return (
    <Section title={intl.formatMessage(m.paymentTitle)}>
      <Stack gap="md">
        {issues && (
          <Alert tone="warning">
            <Stack gap="sm">
              <Text>{intl.formatMessage(m.paymentIssue)}</Text>
              <div>
                <ButtonLink to="/business/billing/plan" variant="primary" size="sm">
                  {intl.formatMessage(m.toBilling)}
                </ButtonLink>
              </div>
            </Stack>
          </Alert>
        )}
        <DescriptionList
          items={[
            {
              id: 'status',
              term: intl.formatMessage(m.subscription),
              description: intl.formatMessage(status ? statusMessages[status] : m.noSubscription),
            },
            ...(errorCode
              ? [{ id: 'error', term: intl.formatMessage(m.errorCode), description: errorCode }]
              : []),
          ]}
        />
        {!issues && (
          <div>
            <ButtonLink to="/business/billing/plan" variant="tertiary">
              {intl.formatMessage(m.toBilling)}
            </ButtonLink>
          </div>
        )}
      </Stack>
    </Section>
  );
}
