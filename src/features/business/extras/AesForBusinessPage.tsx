import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { problemMessage } from '../../../api/problem';
import { ButtonLink, Link } from '../../../navigation/Link';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  EmailField,
  Form,
  notify,
  PageHeader,
  Section,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextField,
} from '../../../ui';
import { businessQuery } from '../api/queries';
import {
  aesBodyOf,
  aesProblemErrors,
  aesValuesOf,
  validateAes,
  type AesErrors,
  type AesField,
  type AesFieldError,
  type AesValues,
} from './aes-form';
import { customExtrasQuery, useUpdateAes4Biz } from './api';
import { LoadFailed } from './LoadFailed';
import { messages as m } from './messages';

type Aes4Biz = components['schemas']['Aes4Biz'];

/**
 * /business/profile/aes-for-business: what AES for business does, and its setup — checked
 * here as the server checks it, refusals shown on their fields, nothing typed lost.
 */
export function AesForBusinessPage({ businessId }: { businessId: string }) {
  const intl = useIntl();
  const extras = useQuery(customExtrasQuery(businessId));
  const details = useQuery(businessQuery(businessId));
  const failed = extras.isError ? extras : details.isError ? details : null;
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(m.aesPageTitle)}
        back={<Link to="/business/extras">{intl.formatMessage(m.backToExtras)}</Link>}
      />
      <Stack gap="sm">
        <Text>{intl.formatMessage(m.aesExplainWhat)}</Text>
        <Text>{intl.formatMessage(m.aesExplainWho)}</Text>
        <Text tone="secondary">{intl.formatMessage(m.aesExplainEnds)}</Text>
      </Stack>
      {failed ? (
        <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />
      ) : extras.data && details.data ? (
        <AesForm
          businessId={businessId}
          setup={extras.data.aes4biz}
          verified={details.data.domains}
        />
      ) : (
        <div aria-busy="true">
          <Skeleton height="20rem" />
        </div>
      )}
    </Stack>
  );
}

const errorTexts: Record<AesFieldError, (field: AesField) => (typeof m)[keyof typeof m]> = {
  required: (field) => (field === 'domains' ? m.chooseDomain : m.required),
  invalid: () => m.invalidEmail,
  notVerified: () => m.domainNotVerified,
  refused: () => m.fieldRefused,
};

function AesForm({
  businessId,
  setup,
  verified,
}: {
  businessId: string;
  setup: Aes4Biz;
  verified: string[];
}) {
  const intl = useIntl();
  const update = useUpdateAes4Biz(businessId, notify, 'caller');
  const [values, setValues] = useState<AesValues>(() => aesValuesOf(setup, verified));
  const [errors, setErrors] = useState<AesErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const set = (patch: Partial<AesValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field's error goes once it is changed; the rest stay until the next save.
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as AesField];
      return next;
    });
  };
  const error = (field: AesField) => {
    const kind = errors[field];
    return kind ? intl.formatMessage(errorTexts[kind](field)) : undefined;
  };
  const text = (field: Exclude<AesField, 'domains'>) => ({
    name: field,
    value: values[field],
    onChange: (value: string) => set({ [field]: value }),
    isRequired: values.enabled,
    isInvalid: Boolean(errors[field]),
    errorMessage: error(field),
  });

  const submit = () => {
    const found = validateAes(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    update.save(aesBodyOf(values)).then(
      () => notify(m.saved, { color: 'success' }),
      (refusal: unknown) => {
        setFailure(refusal);
        setErrors(aesProblemErrors(refusal) ?? {});
      },
    );
  };

  return (
    <Section title={intl.formatMessage(m.setupSection)}>
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {failure !== null && (
          <Alert tone="danger">
            <Text>
              <strong>{intl.formatMessage(m.saveFailed)}</strong>{' '}
              {intl.formatMessage(problemMessage(failure))}
            </Text>
          </Alert>
        )}
        <Stack gap="xs">
          <Switch isSelected={values.enabled} onChange={(enabled) => set({ enabled })}>
            {intl.formatMessage(m.enabled)}
          </Switch>
          <Text tone="secondary">{intl.formatMessage(m.enabledHint)}</Text>
        </Stack>
        <TextField
          {...text('representativeName')}
          label={intl.formatMessage(m.representativeName)}
          autoComplete="name"
          maxLength={128}
        />
        <EmailField
          {...text('representativeEmail')}
          label={intl.formatMessage(m.representativeEmail)}
        />
        <TextField
          {...text('commercialRegister')}
          label={intl.formatMessage(m.commercialRegister)}
          description={intl.formatMessage(m.commercialRegisterHint)}
          autoComplete="off"
          maxLength={64}
        />
        {verified.length > 0 ? (
          <CheckboxGroup
            name="domains"
            label={intl.formatMessage(m.domains)}
            description={intl.formatMessage(m.domainsHint)}
            value={values.domains}
            onChange={(domains) => set({ domains })}
            isRequired={values.enabled}
            isInvalid={Boolean(errors.domains)}
            errorMessage={error('domains')}
          >
            {verified.map((domain) => (
              <Checkbox key={domain} value={domain}>
                {domain}
              </Checkbox>
            ))}
          </CheckboxGroup>
        ) : (
          <Alert tone={errors.domains ? 'danger' : 'info'}>
            <Stack gap="sm">
              <Text>
                {error('domains') && <strong>{error('domains')} </strong>}
                {intl.formatMessage(m.noVerifiedDomain)}
              </Text>
              <div>
                <ButtonLink to="/business/members/domains" variant="secondary" size="sm">
                  {intl.formatMessage(m.toDomains)}
                </ButtonLink>
              </div>
            </Stack>
          </Alert>
        )}
        <div>
          <Button type="submit" loading={update.saving}>
            {intl.formatMessage(update.saving ? m.saving : m.save)}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
