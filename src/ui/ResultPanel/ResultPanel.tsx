import type { ReactNode } from 'react';
import { createIcon } from '../Icon/Icon';
import { CheckIcon, CloseIcon } from '../Icon/icons';
import type { StatusTone } from '../shared/tones';
import * as styles from './ResultPanel.css';

const ExclamationIcon = createIcon('Exclamation', <path d="M12 6v8M12 18.5h.01" />);
const InfoGlyphIcon = createIcon('InfoGlyph', <path d="M12 10.5v8M12 5.5h.01" />);

const glyphs: Record<StatusTone, ReactNode> = {
  success: <CheckIcon />,
  danger: <CloseIcon />,
  warning: <ExclamationIcon />,
  info: <InfoGlyphIcon />,
};

export const resultPanelHeadingLevels = [1, 2, 3] as const;

export interface ResultPanelProps {
  /** success, danger (an error), warning or info: the disc's colours and glyph. */
  tone: StatusTone;
  /** Says the outcome in words ("Document signed"); the icon is decoration. */
  title: ReactNode;
  /** What happened and what comes next. */
  children?: ReactNode;
  /** Exactly one main way on: a `Button` or `ButtonLink`. */
  primaryAction: ReactNode;
  /** An optional quieter way out: a `Link`. */
  secondaryAction?: ReactNode;
  /** h2 by default; h1 when the panel is the page. */
  headingLevel?: (typeof resultPanelHeadingLevels)[number];
}

/** The outcome of a task (signing done, failed, waiting): centred, one large icon, one action. */
export function ResultPanel({
  tone,
  title,
  children,
  primaryAction,
  secondaryAction,
  headingLevel = 2,
}: ResultPanelProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.panel}>
      <div className={`${styles.icon} ${styles.tone[tone]}`} aria-hidden="true">
        {glyphs[tone]}
      </div>
      <div className={styles.text}>
        <Heading className={styles.title}>{title}</Heading>
        {children && <p className={styles.description}>{children}</p>}
      </div>
      <div className={styles.actions}>
        {primaryAction}
        {secondaryAction}
      </div>
    </div>
  );
}
