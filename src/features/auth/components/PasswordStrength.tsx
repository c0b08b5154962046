import { useIntl } from 'react-intl';
import { Meter } from '../../../ui';
import { passwordErrors, passwordMessages } from '../password-messages';
import { strengthLevel, type Strength } from '../password-strength';

export type { Strength } from '../password-strength';

/** The verdict on a new password in words (the meter's label, and what is announced). */
export function useStrengthText() {
  const intl = useIntl();
  return (strength: Strength) =>
    intl.formatMessage(
      strength.kind === 'checking'
        ? passwordMessages.checking
        : strength.kind === 'valid'
          ? passwordMessages.strong
          : passwordErrors[strength.reason],
    );
}

/**
 * The live verdict on a new password as a meter with its reason in words. It follows every
 * keystroke silently; NewPasswordField announces the verdict once the typing pauses.
 */
export function PasswordStrength({ strength }: { strength: Strength }) {
  const intl = useIntl();
  const text = useStrengthText();
  const { value, tone } = strengthLevel(strength);
  return (
    <Meter
      label={intl.formatMessage(passwordMessages.strength)}
      value={value}
      valueLabel={text(strength)}
      tone={tone}
    />
  );
}
