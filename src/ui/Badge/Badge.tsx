import type { ReactNode } from 'react';
import { statusTones } from '../shared/tones';
import { badge } from './Badge.css';

export const badgeTones = ['neutral', ...statusTones] as const;

export function Badge({
  tone,
  children,
}: {
  tone?: (typeof badgeTones)[number];
  children: ReactNode;
}) {
  return <span className={badge({ tone })}>{children}</span>;
}
