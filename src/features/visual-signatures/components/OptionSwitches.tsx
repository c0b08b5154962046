import { useId } from 'react';
import { useIntl } from 'react-intl';
import { InfoIcon, Switch } from '../../../ui';
import {
  isLocked,
  optionValue,
  type LockableOption,
  type SignatureDraft,
  type VisualSignaturePermissions,
} from '../draft';
import { messages } from '../messages';
import * as styles from './VisualSignatures.css';

type Option = 'displayQr' | LockableOption;

const options = [
  { option: 'displayDate', label: messages.displayDate },
  { option: 'displayClaim', label: messages.displayClaim },
  { option: 'displayStandards', label: messages.displayStandards },
  { option: 'displayQr', label: messages.displayQr },
] as const satisfies { option: Option; label: unknown }[];

export interface OptionSwitchesProps {
  draft: SignatureDraft;
  permissions: VisualSignaturePermissions;
  isDisabled: boolean;
  onChange: (option: Option, value: boolean) => void;
}

/**
 * What the stamp shows, one switch each. An option the user's permissions fix shows its fixed
 * value, cannot be changed, and says why (with a lock, and in words for screen readers).
 */
export function OptionSwitches({ draft, permissions, isDisabled, onChange }: OptionSwitchesProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <fieldset className={styles.group} disabled={isDisabled}>
      <legend className={styles.groupTitle}>{intl.formatMessage(messages.optionsSection)}</legend>
      {options.map(({ option, label }) => {
        const locked = option !== 'displayQr' && isLocked(permissions, option);
        const value =
          option === 'displayQr' ? draft.displayQr : optionValue(draft, permissions, option);
        const why = `${id}-${option}`;
        return (
          <div key={option} className={styles.option}>
            <Switch
              isSelected={value}
              isDisabled={isDisabled || locked}
              aria-describedby={locked ? why : undefined}
              onChange={(selected) => onChange(option, selected)}
            >
              {intl.formatMessage(label)}
            </Switch>
            {locked && (
              <p id={why} className={styles.locked}>
                <InfoIcon size="sm" />
                {intl.formatMessage(value ? messages.lockedOn : messages.lockedOff)}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
