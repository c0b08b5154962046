import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Alert, Button, Form, PasswordField } from '../../../ui';
import { useChangePassword } from '../api/password';
import { passwordMessages as m } from '../password-messages';
import { AuthPanel } from './AuthPanel';
import { NewPasswordField } from './NewPasswordField';

export interface ChangePasswordPageProps {
  /** The account's address: the new password must not contain it. */
  email: string;
  /** The server flagged the password as weak: the user cannot go on before changing it. */
  weak: boolean;
  onChanged: () => void;
}

/** The current password and a new one, checked while typing (POST /v1/change-password). */
export function ChangePasswordPage({ email, weak, onChanged }: ChangePasswordPageProps) {
  const intl = useIntl();
  const change = useChangePassword();
  return (
    <AuthPanel
      title={m.changeTitle}
      intro={intl.formatMessage(weak ? m.changeWeakIntro : m.changeIntro)}
    >
      {change.isError && (
        <Alert tone="danger">{intl.formatMessage(problemMessage(change.error))}</Alert>
      )}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const body = { old: String(form.get('old') ?? ''), new: String(form.get('new') ?? '') };
          change.mutate({ body }, { onSuccess: onChanged });
        }}
      >
        <PasswordField
          name="old"
          autoComplete="current-password"
          label={intl.formatMessage(m.currentPassword)}
          isRequired
          maxLength={1024}
        />
        <NewPasswordField name="new" label={m.newPassword} email={email} />
        <Button type="submit" fullWidth loading={change.isPending}>
          {intl.formatMessage(change.isPending ? m.changeSaving : m.changeSave)}
        </Button>
      </Form>
    </AuthPanel>
  );
}
