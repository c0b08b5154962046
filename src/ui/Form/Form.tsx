import type { ReactNode } from 'react';
import {
  FieldError as AriaFieldError,
  Form as AriaForm,
  Label as AriaLabel,
  Text,
  type FieldErrorProps,
  type FormProps as AriaFormProps,
} from 'react-aria-components';
import * as styles from './Form.css';

export type FormProps = Omit<AriaFormProps, 'className' | 'style'>;

/** A form whose fields show server-side errors passed in `validationErrors`. */
export function Form(props: FormProps) {
  return <AriaForm {...props} className={styles.form} />;
}

export function Label({ children }: { children: ReactNode }) {
  return <AriaLabel className={styles.label}>{children}</AriaLabel>;
}

export function Description({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

export function FieldError({ children }: Pick<FieldErrorProps, 'children'>) {
  return <AriaFieldError className={styles.fieldError}>{children}</AriaFieldError>;
}
