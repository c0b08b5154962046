import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert, Button, EmailField, Form, Stack } from '../../../ui';
import { messages } from '../messages';
import { AuthPanel } from './AuthPanel';

export interface EmailRequestFormProps {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  submitLabel: MessageDescriptor;
  submittingLabel: MessageDescriptor;
  submitting?: boolean;
  /** A translated error from the last attempt, shown above the field. */
  error?: MessageDescriptor | null;
  onSubmit: (email: string) => void;
  footer?: ReactNode;
}

/** One e-mail address and a button: starts a sign-up or a password reset. */
export function EmailRequestForm({
  title,
  intro,
  submitLabel,
  submittingLabel,
  submitting = false,
  error,
  onSubmit,
  footer,
}: EmailRequestFormProps) {
  const intl = useIntl();
  return (
    <AuthPanel title={title} intro={intl.formatMessage(intro)}>
      {error && <Alert tone="danger">{intl.formatMessage(error)}</Alert>}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          onSubmit(
            String(data.get('email') ?? '')
              .trim()
              .toLowerCase(),
          );
        }}
      >
        <EmailField
          name="email"
          label={intl.formatMessage(messages.email)}
          isRequired
          maxLength={254}
        />
        <Button type="submit" fullWidth loading={submitting}>
          {intl.formatMessage(submitting ? submittingLabel : submitLabel)}
        </Button>
      </Form>
      {footer && <Stack gap="sm">{footer}</Stack>}
    </AuthPanel>
  );
}
