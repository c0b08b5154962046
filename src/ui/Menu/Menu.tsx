import { useContext, useEffect, useRef, type ReactNode } from 'react';
import { useMenuTrigger } from 'react-aria';
import { ButtonContext, type MenuTriggerProps } from 'react-aria-components';
import { useMenuTriggerState } from 'react-stately';
import { useOpenedOnce } from '../shared/use-opened-once';
import { menuParts } from './deferred-parts';
import type { MenuProps } from './MenuPanel';
import { MenuTriggerContext, type MenuTriggerBundle } from './menu-trigger-context';

/**
 * The trigger (a Button or IconButton) is the first child, the Menu the second. It is
 * react-aria-components' MenuTrigger in two halves: the state and the trigger's behaviour here
 * (the button takes them through ButtonContext, as a Select's does), the contexts its menu
 * and popover read in MenuPanel, so the first page carries no menu code until one opens.
 */
export function MenuTrigger({ children, ...props }: MenuTriggerProps) {
  const state = useMenuTriggerState(props);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger<unknown>(
    { ...props, type: 'menu' },
    state,
    triggerRef,
  );
  // A new value each render, as react-aria-components' own MenuTrigger gives its contexts.
  return (
    <MenuTriggerContext.Provider value={{ state, menuProps, triggerRef }}>
      <ButtonContext.Provider
        value={{ ...menuTriggerProps, ref: triggerRef, isPressed: state.isOpen }}
      >
        {children}
      </ButtonContext.Provider>
    </MenuTriggerContext.Provider>
  );
}

// The cast keeps the panel's type parameter (the items' type), which a stand-in's props lose.
const MenuPanel = menuParts.part('MenuPanel') as <T extends object>(
  props: MenuProps<T> & { trigger: MenuTriggerBundle },
) => ReactNode;

/**
 * A menu's popover and items. Closed, it renders nothing and its code stays off the page: the
 * trigger's hover or focus fetches it, and the first opening shows it once it is there. Once
 * opened it stays mounted, so closing animates as before.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  const trigger = useContext(MenuTriggerContext);
  if (!trigger) throw new Error('A Menu belongs inside a MenuTrigger');
  const { state, triggerRef } = trigger;
  const opened = useOpenedOnce(state.isOpen);
  useEffect(() => {
    const element = triggerRef.current;
    if (opened || !element) return undefined;
    element.addEventListener('pointerenter', menuParts.preload);
    element.addEventListener('focus', menuParts.preload);
    return () => {
      element.removeEventListener('pointerenter', menuParts.preload);
      element.removeEventListener('focus', menuParts.preload);
    };
  }, [opened, triggerRef]);
  return opened ? <MenuPanel {...props} trigger={trigger} /> : null;
}

/** Rendered only inside an open Menu, whose code it shares. */
export const MenuItem = menuParts.part('MenuItem');
export const MenuSeparator = menuParts.part('MenuSeparator');
