import type { ReactNode } from 'react';
import type { tokens } from '../../../design-tokens';
import * as styles from './Stack.css';

export const stackDirections = ['column', 'row'] as const;

export interface StackProps {
  direction?: (typeof stackDirections)[number];
  gap?: keyof typeof tokens.space;
  as?: 'div' | 'section' | 'ul' | 'nav';
  children: ReactNode;
}

/**
 * The most common layout: a column, or a wrapping, centred row. Its own two classes rather than
 * Box's sprinkles: nearly every page draws a Stack, and sprinkles carry their whole class table
 * (about 2 KB gzip) into the first page.
 */
export function Stack({ direction = 'column', gap = 'md', as: Tag = 'div', children }: StackProps) {
  return <Tag className={`${styles.direction[direction]} ${styles.gap[gap]}`}>{children}</Tag>;
}
