import type { ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../../design-tokens/sprinkles.css';

type BoxTag =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'span';

export type BoxProps = Sprinkles & { as?: BoxTag; children?: ReactNode; id?: string };

/**
 * The layout primitive: every prop is a token-backed, responsive sprinkle
 * (`padding={{ base: 'md', lg: 'xl' }}`, `shellDisplay={{ base: 'none', shellLg: 'block' }}`).
 */
export function Box({ as: Tag = 'div', children, id, ...style }: BoxProps) {
  return (
    <Tag id={id} className={sprinkles(style)}>
      {children}
    </Tag>
  );
}

/** A responsive grid: `columns={{ base: 1, md: 2, xl: 3 }}` on the library breakpoints. */
export function Grid({
  columns = 1,
  gap = 'lg',
  ...props
}: Omit<BoxProps, 'display' | 'gridTemplateColumns'> & {
  columns?: Sprinkles['gridTemplateColumns'];
}) {
  return <Box display="grid" gridTemplateColumns={columns} gap={gap} {...props} />;
}
