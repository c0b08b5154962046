import type { ReactNode } from 'react';
import type { tokens } from '../../../design-tokens';
import { Box } from '../Box/Box';

export const stackDirections = ['column', 'row'] as const;

export interface StackProps {
  direction?: (typeof stackDirections)[number];
  gap?: keyof typeof tokens.space;
  as?: 'div' | 'section' | 'ul' | 'nav';
  children: ReactNode;
}

/** Box preset for the most common layout: a column, or a wrapping, centred row. */
export function Stack({ direction = 'column', gap = 'md', as = 'div', children }: StackProps) {
  return direction === 'row' ? (
    <Box as={as} display="flex" flexDirection="row" flexWrap="wrap" alignItems="center" gap={gap}>
      {children}
    </Box>
  ) : (
    <Box as={as} display="flex" flexDirection="column" gap={gap}>
      {children}
    </Box>
  );
}
