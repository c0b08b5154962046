import { useIntl } from 'react-intl';
import { Card, Stack, Text } from '../../../ui';
import { problemMessage } from '../../../api/problem';
import { accountMessages as m } from '../account-messages';
import { useLogin } from '../api/session';
import { AuthLink } from './AuthLink';
import { LoginForm, type LoginValues } from './LoginForm';
import * as styles from './LoginForm.css';

export interface LoginPageProps {
  defaultEmail?: string;
  onLoggedIn: () => void;
}

export function LoginPage({ defaultEmail, onLoggedIn }: LoginPageProps) {
  const intl = useIntl();
  const login = useLogin();
  const submit = (body: LoginValues) => login.mutate({ body }, { onSuccess: onLoggedIn });
  return (
    // The route's unauthenticated layout supplies the page frame and its <main>.
    <div className={styles.panel}>
      <Card>
        <Stack gap="lg">
          <LoginForm
            defaultEmail={defaultEmail}
            submitting={login.isPending}
            error={login.isError ? problemMessage(login.error) : null}
            onSubmit={submit}
          />
          <div>
            <AuthLink to="/password-reset">{intl.formatMessage(m.forgotPassword)}</AuthLink>
          </div>
          <Text tone="secondary">
            {intl.formatMessage(m.noAccount)}{' '}
            <AuthLink to="/signup">{intl.formatMessage(m.createAccount)}</AuthLink>
          </Text>
        </Stack>
      </Card>
    </div>
  );
}
