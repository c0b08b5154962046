import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as styles from '../Form/Form.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children'>, FieldTextProps {
  placeholder?: string;
  rows?: number;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={styles.field}>
      <Label>{label}</Label>
      <AriaTextArea className={styles.textArea} placeholder={placeholder} rows={rows} />
      <FieldMessages
        description={description}
        errorMessage={errorMessage}
        limits={{ minLength: props.minLength, maxLength: props.maxLength }}
      />
    </AriaTextField>
  );
}
