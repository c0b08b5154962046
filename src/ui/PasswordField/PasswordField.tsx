import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Group,
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as styles from '../Form/Form.css';
import { IconButton } from '../IconButton/IconButton';
import { EyeIcon, EyeOffIcon } from '../Icon/icons';
import { uiMessages } from '../messages';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type'>, FieldTextProps {
  /** `new-password` on sign-up and change forms so password managers offer to generate one. */
  autoComplete?: 'current-password' | 'new-password';
  /** Slot under the input for a strength meter or hint while typing a new password. */
  strengthHint?: ReactNode;
}

export function PasswordField({
  label,
  description,
  errorMessage,
  strengthHint,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      className={styles.field}
    >
      <Label>{label}</Label>
      <Group className={styles.inputGroup}>
        <Input className={styles.groupedInput} />
        <IconButton
          size="sm"
          label={intl.formatMessage(visible ? uiMessages.hidePassword : uiMessages.showPassword)}
          icon={visible ? <EyeOffIcon /> : <EyeIcon />}
          onPress={() => setVisible((v) => !v)}
          isDisabled={props.isDisabled}
        />
      </Group>
      {strengthHint}
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        limits={{ minLength: props.minLength, maxLength: props.maxLength }}
      />
    </AriaTextField>
  );
}
