import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Text } from '../../../ui';
import { accountLanguage, useRequestConfirmation, type SignupFlow } from '../api/signup';
import { eidPlusMessages, signupMessages as m } from '../signup-messages';
import { AuthLink } from './AuthLink';
import { EmailRequestForm } from './EmailRequestForm';

export interface SignupPageProps {
  /** Which sign-up the mail continues: the plain one, or identifying first (eID+). */
  flow?: SignupFlow;
  /** Gets the address, for the next page to name. */
  onSent: (email: string) => void;
}

/** Sign-up, step one: the address to confirm. */
export function SignupPage({ flow = 'free', onSent }: SignupPageProps) {
  const intl = useIntl();
  const request = useRequestConfirmation();
  const texts = flow === 'eidplus' ? eidPlusMessages : m;
  const submit = (email: string) =>
    request.mutate(
      { body: { email, flow, lang: accountLanguage(intl.locale) } },
      { onSuccess: () => onSent(email) },
    );
  return (
    <EmailRequestForm
      title={texts.title}
      intro={texts.intro}
      submitLabel={m.submit}
      submittingLabel={m.submitting}
      submitting={request.isPending}
      error={request.isError ? problemMessage(request.error) : null}
      onSubmit={submit}
      footer={
        <Text tone="secondary">
          {intl.formatMessage(m.haveAccount)}{' '}
          <AuthLink to="/login">{intl.formatMessage(m.signIn)}</AuthLink>
        </Text>
      }
    />
  );
}
