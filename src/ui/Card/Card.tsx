import type { ReactNode } from 'react';
import { card } from './Card.css';

export function Card({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return labelledBy ? (
    <section aria-labelledby={labelledBy} className={card}>
      {children}
    </section>
  ) : (
    <div className={card}>{children}</div>
  );
}
