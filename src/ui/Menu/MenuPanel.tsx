import { useRef, type ReactNode } from 'react';
import {
  ButtonContext,
  Menu as AriaMenu,
  MenuContext,
  MenuItem as AriaMenuItem,
  OverlayTriggerStateContext,
  Popover as AriaPopover,
  PopoverContext,
  Provider,
  RootMenuTriggerStateContext,
  Separator,
  type MenuItemProps,
  type MenuProps as AriaMenuProps,
} from 'react-aria-components';
import { floatingPanel, list, listItem } from '../shared/surfaces.css';
import { danger, separator } from './Menu.css';
import type { MenuTriggerBundle } from './menu-trigger-context';

export type MenuProps<T extends object> = Omit<AriaMenuProps<T>, 'className' | 'style'>;

/**
 * The open menu: its popover and list, loaded when its trigger first opens it (see Menu.tsx).
 * From the trigger's half (`trigger`) it provides what react-aria-components' MenuTrigger
 * would: the menu's props, the open state and the popover's trigger.
 */
export function MenuPanel<T extends object>({
  trigger: { state, menuProps, triggerRef },
  ...props
}: MenuProps<T> & { trigger: MenuTriggerBundle }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  return (
    <Provider
      values={[
        [ButtonContext, null],
        [MenuContext, { ...menuProps, ref: scrollRef }],
        [OverlayTriggerStateContext, state],
        [RootMenuTriggerStateContext, state],
        [
          PopoverContext,
          {
            trigger: 'MenuTrigger',
            triggerRef,
            scrollRef,
            'aria-labelledby': menuProps['aria-labelledby'],
          },
        ],
      ]}
    >
      <AriaPopover className={floatingPanel} placement="bottom end">
        <AriaMenu {...props} className={list} />
      </AriaPopover>
    </Provider>
  );
}

export type MenuItemPartProps = Omit<MenuItemProps, 'className' | 'style'> & {
  tone?: 'danger';
  children: ReactNode;
};

export function MenuItem({ tone, ...props }: MenuItemPartProps) {
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
