import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;

export function Badge({
  tone,
  children,
}: {
  tone?: (typeof badgeTones)[number];
  children: ReactNode;
}) {
  return <span className={badge({ tone })}>{children}</span>;
}
