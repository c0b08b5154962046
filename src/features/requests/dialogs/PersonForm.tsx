import { useIntl } from 'react-intl';
import { EmailField, Form, Stack, TextArea, TextField } from '../../../ui';
import { messages } from '../messages';

export interface PersonInput {
  email: string;
  firstName: string;
  lastName: string;
  message: string;
}

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** E-mail, and optionally name and message; submitted by a button outside it (form id). */
export function PersonForm({
  id,
  withName = false,
  withMessage = false,
  disabled,
  onSubmit,
}: {
  id: string;
  withName?: boolean;
  withMessage?: boolean;
  disabled: boolean;
  onSubmit: (input: PersonInput) => void;
}) {
  const intl = useIntl();
  return (
    <Form
      id={id}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        onSubmit({
          email: field(data, 'email').toLowerCase(),
          firstName: field(data, 'firstName'),
          lastName: field(data, 'lastName'),
          message: field(data, 'message'),
        });
      }}
    >
      <EmailField
        name="email"
        label={intl.formatMessage(messages.email)}
        isRequired
        maxLength={254}
        isDisabled={disabled}
      />
      {withName && (
        <Stack direction="row" gap="md">
          <TextField
            name="firstName"
            label={intl.formatMessage(messages.firstName)}
            autoComplete="off"
            maxLength={100}
            isDisabled={disabled}
          />
          <TextField
            name="lastName"
            label={intl.formatMessage(messages.lastName)}
            autoComplete="off"
            maxLength={100}
            isDisabled={disabled}
          />
        </Stack>
      )}
      {withMessage && (
        <TextArea
          name="message"
          label={intl.formatMessage(messages.optionalMessage)}
          maxLength={2000}
          rows={3}
          isDisabled={disabled}
        />
      )}
    </Form>
  );
}
