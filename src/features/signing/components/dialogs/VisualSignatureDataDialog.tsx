import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../../api/problem';
import type { components } from '../../../../api/schema.gen';
import {
  ConfirmActions,
  Alert,
  Dialog,
  Form,
  Stack,
  Text,
  TextField,
  type DialogContentProps,
} from '../../../../ui';
import { saveStampDetails, userQuery, withStampDetails } from '../../api/account';
import { messages } from '../../messages';

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
    <Dialog
      title={intl.formatMessage(messages.visualTitle)}
      loading={mutation.isPending}
      actions={
        <ConfirmActions
          cancel={intl.formatMessage(messages.cancel)}
          confirm={intl.formatMessage(messages.save)}
          busy={mutation.isPending}
          formId={FORM_ID}
        />
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.visualText)}</Text>
        {mutation.isError && (
          <Alert tone="danger">{intl.formatMessage(problemMessage(mutation.error))}</Alert>
        )}
        <Form
          id={FORM_ID}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            const value = (key: string) => String(data.get(key) ?? '').trim();
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
        </Form>
      </Stack>
    </Dialog>
  );
}
