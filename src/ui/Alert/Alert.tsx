import type { ReactNode } from 'react';
import { alert } from './Alert.css';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;

/** An inline message; danger alerts are announced at once (role="alert"). */
export function Alert({
  tone = 'info',
  children,
}: {
  tone?: (typeof alertTones)[number];
  children: ReactNode;
}) {
  return (
    <div role={tone === 'danger' ? 'alert' : 'status'} className={alert({ tone })}>
      {children}
    </div>
  );
}
