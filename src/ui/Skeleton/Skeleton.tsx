import { skeleton } from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;

/**
 * A grey placeholder while content loads; hidden from assistive tech — the region that loads
 * says so itself (aria-busy) instead of reading out blank shapes.
 */
export function Skeleton({
  shape,
  width = '100%',
  height,
}: {
  shape?: (typeof skeletonShapes)[number];
  width?: string;
  height?: string;
}) {
  return <span aria-hidden="true" className={skeleton({ shape })} style={{ width, height }} />;
}
