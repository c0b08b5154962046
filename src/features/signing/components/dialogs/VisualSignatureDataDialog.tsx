import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { components } from '../../../../api/schema.gen';
import { TextField, type DialogContentProps } from '../../../../ui';
import { saveStampDetails, userQuery, withStampDetails } from '../../api/account';
import { messages } from '../../messages';
import { FormDialogFrame } from './FormDialogFrame';

export interface VisualSignatureDataProps {
  user: components['schemas']['User'];
}

const FORM_ID = 'visual-signature-data';

/** document/visual-signature-data: the name and location the signature stamp shows. */
export function VisualSignatureDataDialog({
  props,
  onAction,
}: DialogContentProps<VisualSignatureDataProps>) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const { user } = props;
  const [first] = user.signatures;
  const mutation = useMutation({
    mutationFn: saveStampDetails,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: userQuery().queryKey });
      onAction();
    },
  });
  return (
    <FormDialogFrame
      formId={FORM_ID}
      title={intl.formatMessage(messages.visualTitle)}
      text={intl.formatMessage(messages.visualText)}
      confirm={intl.formatMessage(messages.save)}
      busy={mutation.isPending}
      error={mutation.error}
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
    </FormDialogFrame>
  );
}
