import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Text } from '../../../ui';
import { accountLanguage, useRequestConfirmation } from '../api/signup';
import { signupMessages as m } from '../signup-messages';
import { AuthLink } from './AuthLink';
import { EmailRequestForm } from './EmailRequestForm';

/** Sign-up, step one: the address to confirm; `onSent` gets it for the next page to name. */
export function SignupPage({ onSent }: { onSent: (email: string) => void }) {
  const intl = useIntl();
  const request = useRequestConfirmation();
  const submit = (email: string) =>
    request.mutate(
      { body: { email, flow: 'free', lang: accountLanguage(intl.locale) } },
      { onSuccess: () => onSent(email) },
    );
  return (
    <EmailRequestForm
      title={m.title}
      intro={m.intro}
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
