import { Card } from '../../../ui';
import { problemMessage } from '../../../api/problem';
import { useLogin } from '../api/session';
import { LoginForm, type LoginValues } from './LoginForm';
import * as styles from './LoginForm.css';

export interface LoginPageProps {
  defaultEmail?: string;
  onLoggedIn: () => void;
}

export function LoginPage({ defaultEmail, onLoggedIn }: LoginPageProps) {
  const login = useLogin();
  const submit = (body: LoginValues) => login.mutate({ body }, { onSuccess: onLoggedIn });
  return (
    // The route's unauthenticated layout supplies the page frame and its <main>.
    <div className={styles.panel}>
      <Card>
        <LoginForm
          defaultEmail={defaultEmail}
          submitting={login.isPending}
          error={login.isError ? problemMessage(login.error) : null}
          onSubmit={submit}
        />
      </Card>
    </div>
  );
}
