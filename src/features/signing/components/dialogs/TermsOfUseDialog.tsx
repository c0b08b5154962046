import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import {
  ConfirmActions,
  Alert,
  Checkbox,
  Dialog,
  Stack,
  Text,
  type DialogContentProps,
} from '../../../../ui';
import { acceptTerms } from '../../api/account';
import { messages } from '../../messages';

/** document/terms-of-use: the general terms, accepted once before the first signature. */
export function TermsOfUseDialog({ onAction }: DialogContentProps) {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(false);
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({ mutationFn: acceptTerms, onSuccess: () => onAction() });
  const submit = () => {
    if (!accepted) setMissing(true);
    else mutation.mutate();
  };
  return (
    <Dialog
      title={intl.formatMessage(messages.termsTitle)}
      loading={mutation.isPending}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={intl.formatMessage(messages.termsAction)}
          busy={mutation.isPending}
          onConfirm={submit}
        />
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.termsText)}</Text>
        {mutation.isError && (
          <Alert tone="danger">{intl.formatMessage(problemMessage(mutation.error))}</Alert>
        )}
        <Checkbox
          isSelected={accepted}
          isInvalid={missing && !accepted}
          onChange={(selected) => {
            setAccepted(selected);
            if (selected) setMissing(false);
          }}
        >
          {intl.formatMessage(messages.termsAccept)}
        </Checkbox>
        {missing && !accepted && (
          <Alert tone="danger">{intl.formatMessage(messages.termsRequired)}</Alert>
        )}
      </Stack>
    </Dialog>
  );
}
