import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { problemNotice } from '../../../api/problem';
import { Alert, Button, DescriptionList, Form, Section, Text, TextField } from '../../../ui';
import { useSendEmailLink } from '../api/settings';
import { messages } from '../messages';

type User = components['schemas']['User'];

// The browser's own check of type="email" is not run on a custom submit; this catches typos.
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/**
 * The e-mail address: a new one gets a confirmation link, and changes only once that link is
 * opened (/profile/confirm). What was typed stays on every failure.
 */
export function EmailSection({ user }: { user: User }) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  const send = useSendEmailLink();

  const sendLink = () => {
    const valid = looksLikeEmail(typed);
    setInvalid(!valid);
    if (valid) send.mutate({ body: { email: typed.trim() } });
  };
  const failure = send.error && problemNotice(send.error);

  return (
    <Section
      title={intl.formatMessage(messages.emailTitle)}
      description={intl.formatMessage(messages.emailText)}
    >
      <DescriptionList
        items={[{ term: intl.formatMessage(messages.emailCurrent), description: user.email }]}
      />
      {failure && (
        <Alert tone="danger">
          <Text>
            <strong>{intl.formatMessage(messages.emailRefused)}</strong>
          </Text>
          <Text>{intl.formatMessage(failure.message, failure.values)}</Text>
        </Alert>
      )}
      {send.data && (
        <div role="status">
          <Text>{intl.formatMessage(messages.emailSent, { email: send.data.email })}</Text>
        </div>
      )}
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          sendLink();
        }}
      >
        <TextField
          label={intl.formatMessage(messages.emailNew)}
          name="email"
          type="email"
          autoComplete="email"
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setInvalid(false);
          }}
          isInvalid={invalid}
          errorMessage={intl.formatMessage(messages.emailInvalid)}
          maxLength={254}
        />
        <div>
          <Button type="submit" variant="secondary" loading={send.isPending}>
            {intl.formatMessage(messages.emailSend)}
          </Button>
        </div>
      </Form>
    </Section>
  );
}
