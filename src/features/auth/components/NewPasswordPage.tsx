import { useIntl, type MessageDescriptor } from 'react-intl';
import { problemMessage, problemMessages } from '../../../api/problem';
import { Alert, Button, Form } from '../../../ui';
import { useResetPassword } from '../api/password';
import { passwordMessages as m } from '../password-messages';
import { AuthLink } from './AuthLink';
import { AuthPanel } from './AuthPanel';
import { NewPasswordField } from './NewPasswordField';

/** Password reset from the mailed link: the new password, checked while typing. */
export function NewPasswordPage({ token, onReset }: { token: string; onReset: () => void }) {
  const intl = useIntl();
  const reset = useResetPassword();
  const error: MessageDescriptor | null = !token
    ? problemMessages.TOKEN_INVALID
    : reset.isError
      ? problemMessage(reset.error)
      : null;
  return (
    <AuthPanel title={m.newTitle} intro={intl.formatMessage(m.newIntro)}>
      {error && <Alert tone="danger">{intl.formatMessage(error)}</Alert>}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const password = String(new FormData(event.currentTarget).get('password') ?? '');
          reset.mutate({ body: { token, new: password } }, { onSuccess: onReset });
        }}
      >
        <NewPasswordField label={m.newPassword} />
        <Button type="submit" fullWidth loading={reset.isPending} isDisabled={!token}>
          {intl.formatMessage(reset.isPending ? m.saving : m.save)}
        </Button>
      </Form>
      <div>
        <AuthLink to="/password-reset">{intl.formatMessage(m.requestAgain)}</AuthLink>
      </div>
    </AuthPanel>
  );
}
