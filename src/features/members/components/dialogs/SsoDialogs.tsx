import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../../../openapi/schema.gen';
import {
  Form,
  FormDialog,
  Option,
  PasswordField,
  Select,
  TextField,
  type DialogContentProps,
} from '../../../../ui';
import { messages } from '../../messages';
import { domainRemovalDialog } from './DomainDialogs';
import { ssoBody, type SsoField } from '../../sso-input';

type IdentityProvider = components['schemas']['IdentityProvider'];
type IdentityProviderBody = components['schemas']['IdentityProviderBody'];

export interface SsoDialogProps {
  /** The verified domains that can be given a provider (sandbox ones left out). */
  domains: string[];
  /** The provider being changed; its secret is never shown, so it is typed again. */
  current?: IdentityProvider;
}

/**
 * Setting up or changing a domain's OpenID Connect provider: checked against the contract
 * here; the server's refusals (DOMAIN_NOT_VERIFIED, validation) show in the dialog and the
 * uncontrolled fields keep what was typed.
 */
export function SsoDialog({
  props: { domains, current },
  loading,
  failure,
  onAction,
}: DialogContentProps<SsoDialogProps, IdentityProviderBody>) {
  const intl = useIntl();
  const formId = useId();
  const [invalid, setInvalid] = useState<ReadonlySet<SsoField>>(new Set());
  const valid = (field: SsoField) => () =>
    setInvalid((fields) => new Set([...fields].filter((f) => f !== field)));
  return (
    <FormDialog
      title={intl.formatMessage(current ? messages.ssoChangeTitle : messages.ssoSetUp)}
      text={intl.formatMessage(messages.ssoDialogText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.ssoSave)}
      failure={failure}
      failureTitle={messages.ssoSaveFailed}
      loading={loading}
      formId={formId}
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const text = (field: SsoField) => String(data.get(field) ?? '');
          const result = ssoBody(
            {
              domain: text('domain'),
              issuer: text('issuer'),
              clientId: text('clientId'),
              clientSecret: text('clientSecret'),
            },
            domains,
          );
          if ('body' in result) onAction(result.body);
          else setInvalid(new Set(result.invalid));
        }}
      >
        <Select
          name="domain"
          label={intl.formatMessage(messages.domain)}
          defaultSelectedKey={current?.domain ?? (domains.length === 1 ? domains[0] : undefined)}
          placeholder={intl.formatMessage(messages.ssoDomainPlaceholder)}
          isDisabled={loading}
          isInvalid={invalid.has('domain')}
          errorMessage={intl.formatMessage(messages.ssoDomainInvalid)}
          onSelectionChange={valid('domain')}
        >
          {domains.map((domain) => (
            <Option key={domain} id={domain}>
              {domain}
            </Option>
          ))}
        </Select>
        <TextField
          name="issuer"
          type="url"
          label={intl.formatMessage(messages.ssoIssuerLabel)}
          description={intl.formatMessage(messages.ssoIssuerHelp)}
          defaultValue={current?.issuer}
          autoComplete="off"
          maxLength={2048}
          isDisabled={loading}
          isInvalid={invalid.has('issuer')}
          errorMessage={intl.formatMessage(messages.ssoIssuerInvalid)}
          onChange={valid('issuer')}
        />
        <TextField
          name="clientId"
          label={intl.formatMessage(messages.ssoClientId)}
          defaultValue={current?.clientId}
          autoComplete="off"
          maxLength={256}
          isDisabled={loading}
          isInvalid={invalid.has('clientId')}
          errorMessage={intl.formatMessage(messages.ssoClientIdInvalid)}
          onChange={valid('clientId')}
        />
        <PasswordField
          name="clientSecret"
          label={intl.formatMessage(messages.ssoSecretLabel)}
          description={intl.formatMessage(
            current ? messages.ssoSecretHelpChange : messages.ssoSecretHelp,
          )}
          autoComplete="new-password"
          maxLength={1024}
          isDisabled={loading}
          isInvalid={invalid.has('clientSecret')}
          errorMessage={intl.formatMessage(messages.ssoSecretInvalid)}
          onChange={valid('clientSecret')}
        />
      </Form>
    </FormDialog>
  );
}

export const RemoveSsoDialog = domainRemovalDialog({
  title: messages.ssoRemoveTitle,
  text: messages.ssoRemoveText,
  confirm: messages.ssoRemoveShort,
  failed: messages.ssoRemoveFailed,
});
