import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Button, Form, PasswordField } from '../../../ui';
import { useDeleteAccount } from '../api/account';
import { accountMessages as m } from '../account-messages';
import { AuthPanel } from './AuthPanel';

export interface DeleteAccountProps {
  onDeleted: () => Promise<void> | void;
}

/** The password again, then the deletion; the caller goes on to /bye. */
export function DeleteAccountForm({ onDeleted }: DeleteAccountProps) {
  const intl = useIntl();
  const { mutation, forgetCachedData } = useDeleteAccount();
  return (
    <>
      {mutation.isError && (
        <Alert tone="danger">{intl.formatMessage(problemMessage(mutation.error))}</Alert>
      )}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const password = String(new FormData(event.currentTarget).get('password') ?? '');
          mutation.mutate(
            { body: { password } },
            { onSuccess: () => void Promise.resolve(onDeleted()).finally(forgetCachedData) },
          );
        }}
      >
        <PasswordField
          name="password"
          label={intl.formatMessage(m.password)}
          isRequired
          maxLength={1024}
        />
        <Button type="submit" variant="danger" fullWidth loading={mutation.isPending}>
          {intl.formatMessage(mutation.isPending ? m.deleting : m.confirm)}
        </Button>
      </Form>
    </>
  );
}

/** Deletes the account after the password is given again, on a page of its own. */
export function DeleteAccountPage({ onDeleted }: DeleteAccountProps) {
  const intl = useIntl();
  return (
    <AuthPanel title={m.deleteTitle} intro={intl.formatMessage(m.deleteIntro)}>
      <DeleteAccountForm onDeleted={onDeleted} />
    </AuthPanel>
  );
}
