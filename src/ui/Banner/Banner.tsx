import type { ReactNode } from 'react';
import { InfoIcon, WarningIcon } from '../Icon/icons';
import { banner, message } from './Banner.css';

export const bannerTones = ['info', 'warning'] as const;

/** A page-wide notice; `action` is usually a Link (to the maintenance page). */
export function Banner({
  tone = 'info',
  children,
  action,
}: {
  tone?: (typeof bannerTones)[number];
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div role="status" className={banner({ tone })}>
      {tone === 'warning' ? <WarningIcon size="sm" /> : <InfoIcon size="sm" />}
      <span className={message}>{children}</span>
      {action}
    </div>
  );
}
