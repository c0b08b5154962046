import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as formStyles from '../Form/Form.css';
import { ChevronDownIcon } from '../Icon/icons';
import { floatingPanel, list, listItem } from '../shared/surfaces.css';
import { placeholder, trigger } from './Select.css';

export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'className' | 'style' | 'children'>, FieldTextProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={formStyles.field}>
      <Label>{label}</Label>
      <AriaButton className={trigger}>
        <SelectValue className={placeholder} />
        <ChevronDownIcon size="sm" />
      </AriaButton>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <AriaPopover className={floatingPanel}>
        <ListBox items={items} className={list}>
          {children}
        </ListBox>
      </AriaPopover>
    </AriaSelect>
  );
}

/** An option of a Select or ComboBox. */
export function Option(props: Omit<ListBoxItemProps, 'className' | 'style'>) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return <ListBoxItem {...props} textValue={textValue} className={listItem} />;
}
