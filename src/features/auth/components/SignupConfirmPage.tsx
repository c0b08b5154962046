import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Spinner } from '../../../ui';
import { useRegister } from '../api/signup';
import { signupMessages as m } from '../signup-messages';
import { ConfirmationLink, type Confirmation } from './ConfirmationLink';
import * as styles from './LoginForm.css';
import { RegisterForm } from './RegisterForm';

export interface SignupConfirmPageProps {
  token: string;
  /** The account exists and is signed in; a business sign-up has created its business too. */
  onRegistered: (flow: Confirmation['flow']) => void;
  /** The link is an eID+ sign-up's: it continues on its own page (identifying first). */
  onEidPlus: () => void;
}

/** Sign-up from the mailed link: checks the link, then completes the registration. */
export function SignupConfirmPage({ token, onRegistered, onEidPlus }: SignupConfirmPageProps) {
  const register = useRegister();
  return (
    <ConfirmationLink token={token}>
      {({ email, flow, businessName }) =>
        flow === 'eidplus' ? (
          <ToEidPlus onEidPlus={onEidPlus} />
        ) : (
          <RegisterForm
            email={email}
            businessName={flow === 'business' ? businessName : undefined}
            submitting={register.isPending}
            error={register.isError ? problemMessage(register.error) : null}
            onSubmit={(values) =>
              register.mutate(
                { body: { ...values, token } },
                { onSuccess: () => onRegistered(flow) },
              )
            }
          />
        )
      }
    </ConfirmationLink>
  );
}

/** Hands over to the eID+ page; the wait looks like the link check it follows. */
function ToEidPlus({ onEidPlus }: { onEidPlus: () => void }) {
  const intl = useIntl();
  useEffect(onEidPlus, [onEidPlus]);
  return (
    <div className={styles.centre}>
      <Spinner size="lg" label={intl.formatMessage(m.checking)} />
    </div>
  );
}
