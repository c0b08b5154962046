import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { useRequestReset } from '../api/password';
import { passwordMessages as m } from '../password-messages';
import { AuthLink } from './AuthLink';
import { EmailRequestForm } from './EmailRequestForm';

/** Password reset, step one: the address to send the link to. */
export function PasswordResetPage({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const request = useRequestReset();
  return (
    <EmailRequestForm
      title={m.resetTitle}
      intro={m.resetIntro}
      submitLabel={m.resetSubmit}
      submittingLabel={m.resetSubmitting}
      submitting={request.isPending}
      error={request.isError ? problemMessage(request.error) : null}
      onSubmit={(email) => request.mutate({ body: { email } }, { onSuccess: onSent })}
      footer={
        <div>
          <AuthLink to="/login">{intl.formatMessage(m.backToLogin)}</AuthLink>
        </div>
      }
    />
  );
}
