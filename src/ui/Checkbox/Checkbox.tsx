import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as formStyles from '../Form/Form.css';
import { CheckIcon, MinusIcon } from '../Icon/icons';
import { choiceRow } from '../shared/choice.css';
import { box } from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label; only a table's selection checkbox (named by react-aria) goes without. */
  children?: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={choiceRow}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? <MinusIcon size="sm" /> : isSelected && <CheckIcon size="sm" />}
          </span>
          {children}
        </>
      )}
    </AriaCheckbox>
  );
}

export type CheckboxGroupProps = Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children'> &
  FieldTextProps & { children: ReactNode };

/** Several checkboxes under one label; `isRequired` means "choose at least one" (spec message). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={formStyles.field}>
      <Label>{label}</Label>
      <div className={formStyles.choices}>{children}</div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
