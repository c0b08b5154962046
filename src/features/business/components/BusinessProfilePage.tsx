import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import {
  Banner,
  Button,
  EmailField,
  Form,
  notify,
  PageHeader,
  Section,
  shell,
  Stack,
  Text,
  TextField,
} from '../../../ui';
import { businessQuery } from '../api/queries';
import { useBusinessLifecycle, useUpdateBusiness } from '../api/business';
import { PHONE_PATTERN } from '../company';
import { messages as m } from '../messages';
import { canCancelTrial, type UserBusiness } from '../plan-state';
import { formatDay } from './dates';

type Business = components['schemas']['Business'];

export interface BusinessProfilePageProps {
  /** The signed-in admin's business as the user carries it (trial state). */
  business: UserBusiness;
}

/**
 * /business/profile: the company's details, the trial (cancel while it runs) and the
 * business's deletion — scheduled with a 30-day grace period, revocable from the banner.
 */
export function BusinessProfilePage({ business: membership }: BusinessProfilePageProps) {
  const intl = useIntl();
  const { data: business } = useSuspenseQuery(businessQuery(membership.id));
  const lifecycle = useBusinessLifecycle(membership.id, notify);
  return (
    <Stack gap="xl">
      <PageHeader title={intl.formatMessage(m.profileTitle)} meta={business.name} />
      {business.deletionScheduledAt && (
        <Banner
          tone="warning"
          action={
            <Button variant="secondary" loading={lifecycle.revoking} onPress={lifecycle.revoke}>
              {intl.formatMessage(m.keepBusiness)}
            </Button>
          }
        >
          {intl.formatMessage(m.deletionBanner, {
            date: formatDay(intl, business.deletionScheduledAt),
          })}
        </Banner>
      )}
      <DetailsSection business={business} />
      {canCancelTrial(membership) && (
        <Section
          title={intl.formatMessage(m.trialSection)}
          actions={
            <Button
              variant="secondary"
              onPress={() =>
                shell.openDialog({
                  namespace: 'business',
                  name: 'cancel-trial',
                  onAction: lifecycle.cancelTrial,
                })
              }
            >
              {intl.formatMessage(m.cancelTrial)}
            </Button>
          }
        >
          {membership.trialEndsAt && (
            <Text>
              {intl.formatMessage(m.trialText, { date: formatDay(intl, membership.trialEndsAt) })}
            </Text>
          )}
        </Section>
      )}
      {!business.deletionScheduledAt && (
        <Section
          title={intl.formatMessage(m.deleteSection)}
          description={intl.formatMessage(m.deleteText)}
          actions={
            <Button
              variant="danger"
              onPress={() =>
                shell.openDialog({
                  namespace: 'business',
                  name: 'delete-business',
                  props: { name: business.name },
                  onAction: lifecycle.remove,
                })
              }
            >
              {intl.formatMessage(m.deleteAction)}
            </Button>
          }
        />
      )}
    </Stack>
  );
}

/** Name, e-mail, phone and support contact, saved together (PUT replaces them all). */
function DetailsSection({ business }: { business: Business }) {
  const intl = useIntl();
  const update = useUpdateBusiness(business.id, notify);
  // What was typed stays in the fields when the save fails.
  const [values, setValues] = useState({
    name: business.name,
    email: business.email,
    phone: business.phone ?? '',
    supportEmail: business.supportContact?.email ?? '',
    supportPhone: business.supportContact?.phone ?? '',
  });
  const field = (key: keyof typeof values) => ({
    name: key,
    value: values[key],
    onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
  });
  const optional = (value: string) => value.trim() || undefined;
  return (
    <Section title={intl.formatMessage(m.detailsSection)}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({
            params: { path: { id: business.id } },
            body: {
              name: values.name.trim(),
              email: values.email.trim(),
              phone: optional(values.phone),
              supportContact: {
                email: optional(values.supportEmail),
                phone: optional(values.supportPhone),
              },
            },
          });
        }}
      >
        <TextField
          {...field('name')}
          label={intl.formatMessage(m.companyName)}
          isRequired
          maxLength={128}
        />
        <EmailField {...field('email')} label={intl.formatMessage(m.companyEmail)} isRequired />
        <TextField
          {...field('phone')}
          type="tel"
          label={intl.formatMessage(m.phone)}
          description={intl.formatMessage(m.phoneHint)}
          pattern={PHONE_PATTERN}
          maxLength={24}
        />
        <EmailField
          {...field('supportEmail')}
          label={intl.formatMessage(m.supportEmail)}
          description={intl.formatMessage(m.supportHint)}
        />
        <TextField
          {...field('supportPhone')}
          type="tel"
          label={intl.formatMessage(m.supportPhone)}
          description={intl.formatMessage(m.phoneHint)}
          pattern={PHONE_PATTERN}
          maxLength={24}
        />
        <div>
          <Button type="submit" variant="secondary" loading={update.isPending}>
            {intl.formatMessage(update.isPending ? m.saving : m.save)}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
