import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as styles from '../Form/Form.css';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
}

export function TextField({
  label,
  description,
  placeholder,
  errorMessage,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} />
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        limits={{ minLength: props.minLength, maxLength: props.maxLength }}
      />
    </AriaTextField>
  );
}

/** A TextField preset for e-mail addresses: the right keyboard, autofill and validation. */
export function EmailField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="email" autoComplete="email" inputMode="email" {...props} />;
}
