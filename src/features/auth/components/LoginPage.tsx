import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Card, Stack, Text, useDebouncedValue } from '../../../ui';
import { problemMessage } from '../../../api/problem';
import { accountMessages as m } from '../account-messages';
import { useLogin } from '../api/session';
import { identityProviderQuery } from '../api/sso';
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
  // The typed address's domain may sign in through its company: asked once typing pauses.
  const [email, setEmail] = useState(defaultEmail ?? '');
  const { data: ssoUrl } = useQuery(identityProviderQuery(useDebouncedValue(email, 400)));
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
            ssoUrl={ssoUrl}
            onEmailChange={setEmail}
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
