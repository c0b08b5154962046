import { useIntl, type MessageDescriptor } from 'react-intl';
import { problemMessage, problemMessages } from '../../../api/problem';
import { Alert, Spinner } from '../../../ui';
import { accountLanguage, useConfirmationToken, useRegister } from '../api/signup';
import { signupMessages as m } from '../signup-messages';
import { AuthLink } from './AuthLink';
import { AuthPanel } from './AuthPanel';
import * as styles from './LoginForm.css';
import { RegisterForm } from './RegisterForm';

const invalidLink: MessageDescriptor = problemMessages.TOKEN_INVALID;

/** Sign-up from the mailed link: checks the link, then completes the registration. */
export function SignupConfirmPage({
  token,
  onRegistered,
}: {
  token: string;
  onRegistered: () => void;
}) {
  const intl = useIntl();
  const confirmation = useConfirmationToken(token, accountLanguage(intl.locale));
  const register = useRegister();

  if (!token || confirmation.isError) {
    return (
      <AuthPanel title={m.badLinkTitle}>
        <Alert tone="danger">
          {intl.formatMessage(token ? problemMessage(confirmation.error) : invalidLink)}
        </Alert>
        <div>
          <AuthLink to="/signup">{intl.formatMessage(m.restart)}</AuthLink>
        </div>
      </AuthPanel>
    );
  }
  if (!confirmation.data) {
    return (
      <div className={styles.centre}>
        <Spinner size="lg" label={intl.formatMessage(m.checking)} />
      </div>
    );
  }
  return (
    <RegisterForm
      email={confirmation.data.email}
      submitting={register.isPending}
      error={register.isError ? problemMessage(register.error) : null}
      onSubmit={(values) =>
        register.mutate({ body: { ...values, token } }, { onSuccess: onRegistered })
      }
    />
  );
}
