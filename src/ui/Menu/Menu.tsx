import type { ReactNode } from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger as AriaMenuTrigger,
  Popover as AriaPopover,
  Separator,
  type MenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuTriggerProps,
} from 'react-aria-components';
import { floatingPanel, list, listItem } from '../shared/surfaces.css';
import { danger, separator } from './Menu.css';

/** The trigger (a Button or IconButton) is the first child, the Menu the second. */
export function MenuTrigger(props: MenuTriggerProps) {
  return <AriaMenuTrigger {...props} />;
}

export function Menu<T extends object>(props: Omit<AriaMenuProps<T>, 'className' | 'style'>) {
  return (
    <AriaPopover className={floatingPanel} placement="bottom end">
      <AriaMenu {...props} className={list} />
    </AriaPopover>
  );
}

export function MenuItem({
  tone,
  ...props
}: Omit<MenuItemProps, 'className' | 'style'> & { tone?: 'danger'; children: ReactNode }) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={tone === 'danger' ? `${listItem} ${danger}` : listItem}
    />
  );
}

export function MenuSeparator() {
  return <Separator className={separator} />;
}
