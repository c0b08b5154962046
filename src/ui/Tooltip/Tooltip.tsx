import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  TooltipTrigger as AriaTooltipTrigger,
  type TooltipProps as AriaTooltipProps,
} from 'react-aria-components';
import { tokens } from '../../../design-tokens';
import { tooltip } from './Tooltip.css';

export interface TooltipProps extends Omit<AriaTooltipProps, 'className' | 'style' | 'children'> {
  /** A focusable element (Button, IconButton, Link): tooltips open on hover and keyboard focus. */
  children: ReactElement;
  content: ReactNode;
  /** Spec: 150 ms before opening, so passing the pointer over does not flash tooltips. */
  delay?: number;
}

export function Tooltip({
  children,
  content,
  delay = tokens.durations.tooltipOpenDelay,
  ...props
}: TooltipProps) {
  return (
    <AriaTooltipTrigger delay={delay} closeDelay={0}>
      {children}
      <AriaTooltip offset={6} {...props} className={tooltip}>
        {content}
      </AriaTooltip>
    </AriaTooltipTrigger>
  );
}
