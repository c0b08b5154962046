import { useIntl } from 'react-intl';
import { Meter } from '../../../ui';
import type { components } from '../../../../openapi/schema.gen';
import { passwordErrors, passwordMessages } from '../password-messages';

export type Strength =
  | { kind: 'checking' }
  | { kind: 'valid' }
  | { kind: 'invalid'; reason: components['schemas']['PasswordErrorCode'] };

const weakReasons = new Set(['TOO_SHORT', 'TOO_LONG']);

/** The live verdict on a new password as a meter with its reason in words. */
export function PasswordStrength({ strength }: { strength: Strength }) {
  const intl = useIntl();
  const [value, tone, text] =
    strength.kind === 'checking'
      ? [10, 'brand' as const, intl.formatMessage(passwordMessages.checking)]
      : strength.kind === 'valid'
        ? [100, 'success' as const, intl.formatMessage(passwordMessages.strong)]
        : [
            weakReasons.has(strength.reason) ? 20 : 45,
            'danger' as const,
            intl.formatMessage(passwordErrors[strength.reason]),
          ];
  return (
    <div aria-live="polite">
      <Meter
        label={intl.formatMessage(passwordMessages.strength)}
        value={value}
        valueLabel={text}
        tone={tone}
      />
    </div>
  );
}
