import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Button, Form, PasswordField } from '../../../ui';
import { useDeleteAccount } from '../api/account';
import { accountMessages as m } from '../account-messages';
import { AuthPanel } from './AuthPanel';

/** Deletes the account after the password is given again; the caller goes on to /bye. */
export function DeleteAccountPage({ onDeleted }: { onDeleted: () => Promise<void> | void }) {
  const intl = useIntl();
  const { mutation, forgetCachedData } = useDeleteAccount();
  return (
    <AuthPanel title={m.deleteTitle} intro={intl.formatMessage(m.deleteIntro)}>
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
    </AuthPanel>
  );
}
