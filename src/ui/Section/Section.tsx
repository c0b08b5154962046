import { useId, type ReactNode } from 'react';
import * as styles from './Section.css';

export const sectionHeadingLevels = [2, 3] as const;

export interface SectionProps {
  title: ReactNode;
  /** One or two sentences under the title. */
  description?: ReactNode;
  /** Buttons that act on the whole section ("Add signer"), at the end of the title row. */
  actions?: ReactNode;
  /** h2 by default; h3 for a section inside a section. */
  headingLevel?: (typeof sectionHeadingLevels)[number];
  /** The heading's id (generated when left out); the section is labelled by it. */
  id?: string;
  children?: ReactNode;
}

/** A titled part of a page: a `<section>` named by its own heading. */
export function Section({
  title,
  description,
  actions,
  headingLevel = 2,
  id,
  children,
}: SectionProps) {
  const generated = useId();
  const headingId = id ?? `section-${generated}`;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <div className={styles.titleBlock}>
          <Heading id={headingId} className={styles.title[headingLevel]}>
            {title}
          </Heading>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </section>
  );
}
