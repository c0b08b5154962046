import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { $api } from '../../../api/client';
import { useChange } from '../../../api/mutation';
import { Button, Card, EmailAddress, notify, ResultPanel } from '../../../ui';
import { Link } from '../../../navigation/Link';
import { signupDraft } from '../api/signup-draft';
import { messages as m } from '../messages';
import * as styles from './SignupFrame.css';

type Language = components['schemas']['Language'];

export interface BusinessSignupMailSentPageProps {
  /** The address the link went to; unknown after a visit from elsewhere. */
  email?: string;
  language: Language;
}

/**
 * /business/signup/mail-sent: the link is on its way. Sends it again — a fresh link for the
 * same company, which this tab kept — or leads back to start over.
 */
export function BusinessSignupMailSentPage({ email, language }: BusinessSignupMailSentPageProps) {
  const intl = useIntl();
  const business = email ? signupDraft.load(email) : null;
  const resend = $api.useMutation(
    'post',
    '/v1/request-confirmation',
    useChange({ notify, done: m.sentAgain }),
  );
  return (
    <div className={styles.panel}>
      <Card>
        <ResultPanel
          headingLevel={1}
          tone="info"
          title={intl.formatMessage(m.mailSentTitle)}
          primaryAction={
            email && business ? (
              <Button
                variant="secondary"
                isPending={resend.isPending}
                onPress={() =>
                  resend.mutate({
                    body: { email, flow: 'business', lang: language, business, confirm: true },
                  })
                }
              >
                {intl.formatMessage(m.sendAgain)}
              </Button>
            ) : undefined
          }
          secondaryAction={<Link to="/business/signup">{intl.formatMessage(m.startAgain)}</Link>}
        >
          {email && business
            ? intl.formatMessage(m.mailSentTo, {
                email: <EmailAddress key="email">{email}</EmailAddress>,
                company: <strong key="company">{business.name}</strong>,
              })
            : intl.formatMessage(m.mailSentUnknown)}
        </ResultPanel>
      </Card>
    </div>
  );
}
