import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  dangerConfirmation,
  Form,
  FormDialog,
  TextField,
  type DangerConfirmationTexts,
  type DialogContentProps,
  type NoProps,
} from '../../../../ui';
import { isDomainName, normaliseDomain } from '../../domain-name';
import { messages } from '../../messages';

/**
 * Adding a domain: checked against spec §5 here; the server's DOMAIN_NOT_VERIFIED (no TXT
 * record) and DOMAIN_TAKEN (another business's) show in the dialog with the name kept.
 */
export function AddDomainDialog({
  loading,
  failure,
  onAction,
}: DialogContentProps<NoProps, { domain: string }>) {
  const intl = useIntl();
  const formId = useId();
  const [invalid, setInvalid] = useState(false);
  return (
    <FormDialog
      title={intl.formatMessage(messages.addDomainTitle)}
      text={intl.formatMessage(messages.addDomainText)}
      cancel={intl.formatMessage(messages.cancel)}
      confirm={intl.formatMessage(messages.addDomainConfirm)}
      failure={failure}
      failureTitle={messages.addDomainFailed}
      loading={loading}
      formId={formId}
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const domain = String(new FormData(event.currentTarget).get('domain') ?? '');
          const valid = isDomainName(domain);
          setInvalid(!valid);
          if (valid) onAction({ domain: normaliseDomain(domain) });
        }}
      >
        <TextField
          name="domain"
          label={intl.formatMessage(messages.domainLabel)}
          description={intl.formatMessage(messages.domainHelp)}
          autoComplete="off"
          maxLength={253}
          isDisabled={loading}
          isInvalid={invalid}
          errorMessage={intl.formatMessage(messages.domainInvalid)}
          onChange={() => setInvalid(false)}
        />
      </Form>
    </FormDialog>
  );
}

/** Removes something of one domain (the domain, its single sign-on) once asked. */
export const domainRemovalDialog = (texts: Omit<DangerConfirmationTexts, 'cancel'>) =>
  dangerConfirmation<{ domain: string }>({ ...texts, cancel: messages.cancel });

export const RemoveDomainDialog = domainRemovalDialog({
  title: messages.removeDomainTitle,
  text: messages.removeDomainText,
  confirm: messages.removeDomainShort,
  failed: messages.removeDomainFailed,
});
