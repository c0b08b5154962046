import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  OverlayArrow,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import { floatingPanel } from '../shared/surfaces.css';
import { arrow, popoverBody } from './Popover.css';

export { DialogTrigger as PopoverTrigger };

export interface PopoverProps extends Omit<AriaPopoverProps, 'className' | 'style' | 'children'> {
  /** Names the popover's dialog for screen readers. */
  label: string;
  children: ReactNode;
}

/** Non-modal rich content anchored to its trigger; Escape or an outside click closes it. */
export function Popover({ label, children, ...props }: PopoverProps) {
  return (
    <AriaPopover offset={8} {...props} className={floatingPanel}>
      <OverlayArrow className={arrow}>
        <svg width={12} height={12} viewBox="0 0 12 12">
          <path d="M0 0 L6 6 L12 0" />
        </svg>
      </OverlayArrow>
      <AriaDialog aria-label={label} className={popoverBody}>
        {children}
      </AriaDialog>
    </AriaPopover>
  );
}
