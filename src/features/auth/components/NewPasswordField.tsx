import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PasswordField } from '../../../ui';
import { usePasswordCheck } from '../api/password';
import { problemMessages } from '../../../api/problem';
import { passwordMessages } from '../password-messages';
import { useDebouncedValue } from '../use-debounced-value';
import { PasswordStrength, type Strength } from './PasswordStrength';

export interface NewPasswordFieldProps {
  label: MessageDescriptor;
  /** The account's address: a password containing it is refused. */
  email?: string;
  name?: string;
}

/**
 * A new password with the server's live verdict (POST /v1/check-password) under the input.
 * A refused password also fails the form's validation.
 */
export function NewPasswordField({ label, email, name = 'password' }: NewPasswordFieldProps) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const settled = useDebouncedValue(value);
  const check = usePasswordCheck(settled, email);
  const current = settled === value && !check.isPlaceholderData ? check.data : undefined;
  const strength: Strength | null = !value
    ? null
    : !current
      ? { kind: 'checking' }
      : current.validPassword
        ? { kind: 'valid' }
        : { kind: 'invalid', reason: current.error ?? 'TOO_WEAK' };
  return (
    <PasswordField
      name={name}
      autoComplete="new-password"
      label={intl.formatMessage(label)}
      description={intl.formatMessage(passwordMessages.hint)}
      isRequired
      minLength={10}
      maxLength={256}
      value={value}
      onChange={setValue}
      // The reason is in the meter; the field's error says what to do.
      validate={() =>
        strength?.kind === 'invalid' ? intl.formatMessage(problemMessages.WEAK_PASSWORD) : null
      }
      strengthHint={strength && <PasswordStrength strength={strength} />}
    />
  );
}
