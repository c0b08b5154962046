import { useIntl } from 'react-intl';
import { $api } from '../../../api/client';
import { useChange } from '../../../api/mutation';
import { Button, Card, notify, ResultPanel } from '../../../ui';
import { accountLanguage, type SignupFlow } from '../api/signup';
import { signupMailSentTo, statusMessages as m } from '../status-messages';
import { AuthLink } from './AuthLink';
import { StatusPage } from './StatusPage';
import * as styles from './LoginForm.css';

export interface SignupMailSentPageProps {
  /** The address the link went to; unknown after a visit from elsewhere. */
  email?: string;
  /** The sign-up the link continues, so a fresh one continues the same. */
  flow?: SignupFlow;
}

/**
 * Sign-up, step two: the link is on its way. Names the address, sends the link again (a fresh
 * one: only the newest works) and leads back to the form for a different address.
 */
export function SignupMailSentPage({ email, flow = 'free' }: SignupMailSentPageProps) {
  const intl = useIntl();
  // `confirm: true` sends a fresh link (only the newest works). A failure (RATE_LIMITED, with
  // the wait) is said in the snackbar, as every change says it.
  const resend = $api.useMutation(
    'post',
    '/v1/request-confirmation',
    useChange({ notify, done: m.sentAgain }),
  );
  if (!email) {
    return (
      <StatusPage
        title={m.signupMailSentTitle}
        text={m.signupMailSentText}
        link={{ to: '/signup', label: m.otherAddress }}
      />
    );
  }
  return (
    <div className={styles.panel}>
      <Card>
        <ResultPanel
          headingLevel={1}
          tone="info"
          title={intl.formatMessage(m.signupMailSentTitle)}
          primaryAction={
            <Button
              variant="secondary"
              isPending={resend.isPending}
              onPress={() =>
                resend.mutate({
                  body: { email, flow, lang: accountLanguage(intl.locale), confirm: true },
                })
              }
            >
              {intl.formatMessage(m.sendAgain)}
            </Button>
          }
          secondaryAction={<AuthLink to="/signup">{intl.formatMessage(m.otherAddress)}</AuthLink>}
        >
          {intl.formatMessage(signupMailSentTo, {
            email: <strong key="email">{email}</strong>,
          })}
        </ResultPanel>
      </Card>
    </div>
  );
}
