import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as formStyles from '../Form/Form.css';
import { choiceRow } from '../shared/choice.css';
import { circle, horizontal } from './RadioGroup.css';

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'className' | 'style' | 'children'> &
  FieldTextProps & { children: ReactNode };

/** Arrow keys move between options, as in a native radio group. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: RadioGroupProps) {
  const row = props.orientation === 'horizontal' ? ` ${horizontal}` : '';
  return (
    <AriaRadioGroup {...props} className={formStyles.field}>
      <Label>{label}</Label>
      <div className={formStyles.choices + row}>{children}</div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

export function Radio({
  children,
  ...props
}: Omit<AriaRadioProps, 'className' | 'style' | 'children'> & { children: ReactNode }) {
  return (
    <AriaRadio {...props} className={choiceRow}>
      <span className={circle} aria-hidden="true" />
      {children}
    </AriaRadio>
  );
}
