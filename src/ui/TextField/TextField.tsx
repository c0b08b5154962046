import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Description, FieldError, Label } from '../Form/Form';
import * as styles from '../Form/Form.css';
import { validationMessage } from '../Form/form-messages';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  /** Replaces the generic translated validation message. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

export function TextField({
  label,
  description,
  placeholder,
  errorMessage,
  ...props
}: TextFieldProps) {
  const intl = useIntl();
  const limits = { minLength: props.minLength, maxLength: props.maxLength };
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      {description && <Description>{description}</Description>}
      <FieldError>
        {(validation) =>
          typeof errorMessage === 'function'
            ? errorMessage(validation)
            : (errorMessage ?? validationMessage(intl, validation, limits))
        }
      </FieldError>
    </AriaTextField>
  );
}
