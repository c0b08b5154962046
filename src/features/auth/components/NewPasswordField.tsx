import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PasswordField, VisuallyHidden, useDebouncedValue } from '../../../ui';
import { usePasswordCheck } from '../api/password';
import { problemMessages } from '../../../api/problem';
import { passwordMessages, strengthSpoken } from '../password-messages';
import { passwordLength, passwordStrength, spokenStrength } from '../password-strength';
import { PasswordStrength, useStrengthText } from './PasswordStrength';

export interface NewPasswordFieldProps {
  label: MessageDescriptor;
  /** The account's address: a password containing it is refused. */
  email?: string;
  name?: string;
}

/**
 * A new password with a live verdict under the input: a length problem at once, the server's
 * verdict (POST /v1/check-password) once the typing pauses. A screen reader hears the verdict
 * on the pause, not on every keystroke. A refused password also fails the form's validation.
 */
export function NewPasswordField({ label, email, name = 'password' }: NewPasswordFieldProps) {
  const intl = useIntl();
  const text = useStrengthText();
  const [value, setValue] = useState('');
  const settled = useDebouncedValue(value);
  const paused = settled === value;
  const check = usePasswordCheck(settled.length >= passwordLength.min ? settled : '', email);
  const verdict = paused && !check.isPlaceholderData ? check.data : undefined;
  const strength = passwordStrength(value, verdict);

  // The live region keeps its last words while the user types; a new verdict replaces them.
  const spoken = spokenStrength(strength, paused);
  const spokenText = spoken ? intl.formatMessage(strengthSpoken, { verdict: text(spoken) }) : null;
  const [announced, setAnnounced] = useState('');
  const nextAnnounced = spokenText ?? (value ? announced : '');
  if (nextAnnounced !== announced) setAnnounced(nextAnnounced);

  return (
    <>
      <PasswordField
        name={name}
        autoComplete="new-password"
        label={intl.formatMessage(label)}
        description={intl.formatMessage(passwordMessages.hint)}
        isRequired
        minLength={passwordLength.min}
        maxLength={passwordLength.max}
        value={value}
        onChange={setValue}
        // The reason is in the meter; the field's error says what to do.
        validate={() =>
          strength?.kind === 'invalid' ? intl.formatMessage(problemMessages.WEAK_PASSWORD) : null
        }
        strengthHint={strength && <PasswordStrength strength={strength} />}
      />
      <VisuallyHidden>
        <span role="status">{announced}</span>
      </VisuallyHidden>
    </>
  );
}
