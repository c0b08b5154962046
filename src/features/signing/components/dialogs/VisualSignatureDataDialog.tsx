import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import type { components } from '../../../../../openapi/schema.gen';
import { FormDialog, TextField, type DialogContentProps } from '../../../../ui';
import { saveStampDetails, withStampDetails } from '../../api/account';
import { messages } from '../../messages';
import { currentUserQuery } from '../../../../api/queries';

export interface VisualSignatureDataProps {
  user: components['schemas']['User'];
}

/** document/visual-signature-data: the name and location the signature stamp shows. */
export function VisualSignatureDataDialog({
  props,
  failure,
  onAction,
}: DialogContentProps<VisualSignatureDataProps>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = props;
  const [first] = user.signatures;
  const mutation = useMutation({
    mutationFn: saveStampDetails,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQuery().queryKey });
      onAction();
    },
  });
  return (
    <FormDialog
      cancel={intl.formatMessage(messages.cancel)}
      title={intl.formatMessage(messages.visualTitle)}
      text={intl.formatMessage(messages.visualText)}
      confirm={intl.formatMessage(messages.save)}
      loading={mutation.isPending}
      // The dialog runs its own call; its failure is shown the way the host's would be.
      failure={mutation.error ? problemMessage(mutation.error) : failure}
      onSubmit={(values) => {
        const value = (key: string) => String(values.get(key) ?? '').trim();
        mutation.mutate(
          withStampDetails(user, {
            name: value('name'),
            location: value('location'),
            company: value('company'),
          }),
        );
      }}
    >
      <TextField
        name="name"
        label={intl.formatMessage(messages.visualName)}
        defaultValue={first?.name || `${user.firstName} ${user.lastName}`.trim()}
        isRequired
        maxLength={256}
        autoComplete="name"
      />
      <TextField
        name="location"
        label={intl.formatMessage(messages.visualLocation)}
        defaultValue={first?.location ?? ''}
        isRequired
        maxLength={256}
        autoComplete="address-level2"
      />
      <TextField
        name="company"
        label={intl.formatMessage(messages.visualCompany)}
        defaultValue={first?.company ?? ''}
        maxLength={256}
        autoComplete="organization"
      />
    </FormDialog>
  );
}
