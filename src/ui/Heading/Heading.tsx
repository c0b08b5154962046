import type { ReactNode } from 'react';
import { heading, text } from './Heading.css';

export const headingLevels = [1, 2, 3] as const;
export const textTones = ['body', 'secondary'] as const;

export function Heading({
  level = 1,
  id,
  children,
}: {
  level?: (typeof headingLevels)[number];
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={heading[level]}>
      {children}
    </Tag>
  );
}

export function Text({
  tone = 'body',
  children,
}: {
  tone?: (typeof textTones)[number];
  children: ReactNode;
}) {
  return <p className={text[tone]}>{children}</p>;
}
