import type { ReactNode } from 'react';
import type { tokens } from '../../../design-tokens';
import { direction as directions, gap as gaps } from './Stack.css';

export const stackDirections = ['column', 'row'] as const;

export interface StackProps {
  direction?: (typeof stackDirections)[number];
  gap?: keyof typeof tokens.space;
  as?: 'div' | 'section' | 'ul' | 'nav';
  children: ReactNode;
}

export function Stack({ direction = 'column', gap = 'md', as: Tag = 'div', children }: StackProps) {
  return <Tag className={`${directions[direction]} ${gaps[gap]}`}>{children}</Tag>;
}
