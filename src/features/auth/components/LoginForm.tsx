import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, Form, Heading, Stack, Text, TextField } from '../../../ui';
import { messages } from '../messages';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  defaultEmail?: string;
  submitting?: boolean;
  /** A translated error from the last attempt, shown above the fields. */
  error?: MessageDescriptor | null;
  onSubmit: (values: LoginValues) => void;
}

export function LoginForm({ defaultEmail, submitting = false, error, onSubmit }: LoginFormProps) {
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
          isRequired
          maxLength={254}
        />
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
      </Form>
    </Stack>
  );
}
