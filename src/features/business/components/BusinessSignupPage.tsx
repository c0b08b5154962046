import { useIntl } from 'react-intl';
import { Button, EmailField, Form } from '../../../ui';
import { messages as m } from '../messages';
import { SignupFrame } from './SignupFrame';

export interface BusinessSignupPageProps {
  /** The address typed before (back from the company step). */
  email?: string;
  onContinue: (email: string) => void;
}

/** /business/signup, step one: the address of the person who will be the first admin. */
export function BusinessSignupPage({ email, onContinue }: BusinessSignupPageProps) {
  const intl = useIntl();
  return (
    <SignupFrame
      step={0}
      title={intl.formatMessage(m.signupTitle)}
      intro={intl.formatMessage(m.signupIntro)}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const typed = new FormData(event.currentTarget).get('email');
          onContinue(String(typed ?? '').trim());
        }}
      >
        <EmailField
          name="email"
          label={intl.formatMessage(m.adminEmail)}
          defaultValue={email}
          isRequired
        />
        <div>
          <Button type="submit">{intl.formatMessage(m.continue)}</Button>
        </div>
      </Form>
    </SignupFrame>
  );
}
