import { createContext, type RefObject } from 'react';
import type { AriaMenuOptions } from 'react-aria';
import type { RootMenuTriggerState } from 'react-stately';

/** What a MenuTrigger hands its Menu: the open state, the menu's props, the trigger element. */
export interface MenuTriggerBundle {
  state: RootMenuTriggerState;
  menuProps: AriaMenuOptions<unknown>;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

export const MenuTriggerContext = createContext<MenuTriggerBundle | null>(null);
