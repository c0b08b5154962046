import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, Form, Heading, Stack, Text, TextField } from '../../../ui';
import { messages } from '../messages';
import { SsoContinue } from './SsoContinue';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  defaultEmail?: string;
  submitting?: boolean;
  /** A translated error from the last attempt, shown above the fields. */
  error?: MessageDescriptor | null;
  /** The typed address's company sign-in: replaces the password step when there is one. */
  ssoUrl?: string | null;
  onEmailChange?: (email: string) => void;
  onSubmit: (values: LoginValues) => void;
}

export function LoginForm({
  defaultEmail,
  submitting = false,
  error,
  ssoUrl,
  onEmailChange,
  onSubmit,
}: LoginFormProps) {
  const intl = useIntl();
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1} id="login-title">
          {intl.formatMessage(messages.title)}
        </Heading>
        <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
      </Stack>
      {error && <Alert tone="danger">{intl.formatMessage(error)}</Alert>}
      <Form
        aria-labelledby="login-title"
        onSubmit={(event) => {
          event.preventDefault();
          // Enter in the address field follows the company's sign-in like the button does.
          if (ssoUrl) return window.location.assign(ssoUrl);
          const data = new FormData(event.currentTarget);
          onSubmit({
            email: String(data.get('email') ?? '').trim(),
            password: String(data.get('password') ?? ''),
          });
        }}
      >
        <TextField
          name="email"
          type="email"
          autoComplete="username"
          label={intl.formatMessage(messages.email)}
          defaultValue={defaultEmail}
          onChange={onEmailChange}
          isRequired
          maxLength={254}
        />
        {ssoUrl ? (
          <SsoContinue url={ssoUrl} note={messages.ssoNote} />
        ) : (
          <>
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={intl.formatMessage(messages.password)}
              isRequired
              maxLength={1024}
            />
            <Button type="submit" fullWidth loading={submitting}>
              {intl.formatMessage(submitting ? messages.submitting : messages.submit)}
            </Button>
          </>
        )}
      </Form>
    </Stack>
  );
}
