import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { problemMessage, problemMessages } from '../../../api/problem';
import { Alert, Spinner } from '../../../ui';
import { accountLanguage, useConfirmationToken, type SignupFlow } from '../api/signup';
import { signupMessages as m } from '../signup-messages';
import { AuthLink } from './AuthLink';
import { AuthPanel } from './AuthPanel';
import * as styles from './LoginForm.css';

const invalidLink: MessageDescriptor = problemMessages.TOKEN_INVALID;

export type Confirmation = components['schemas']['ValidConfirmationResponse'];

export interface ConfirmationLinkProps {
  token: string;
  /** The sign-up this page continues; a link of another is no link for it. */
  flow?: SignupFlow;
  children: (confirmation: Confirmation) => ReactNode;
}

/** A mailed sign-up link, checked: the bad-link panel, the wait, or the page for its address. */
export function ConfirmationLink({ token, flow, children }: ConfirmationLinkProps) {
  const intl = useIntl();
  const confirmation = useConfirmationToken(token, accountLanguage(intl.locale));
  const otherFlow = flow !== undefined && confirmation.data && confirmation.data.flow !== flow;

  if (!token || confirmation.isError || otherFlow) {
    return (
      <AuthPanel title={m.badLinkTitle}>
        <Alert tone="danger">
          {intl.formatMessage(
            confirmation.isError ? problemMessage(confirmation.error) : invalidLink,
          )}
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
  return children(confirmation.data);
}
