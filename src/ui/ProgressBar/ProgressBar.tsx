import type { ReactNode } from 'react';
import {
  Label,
  Meter as AriaMeter,
  ProgressBar as AriaProgressBar,
  type MeterProps as AriaMeterProps,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ProgressBar.css';

export const meterTones = ['brand', 'success', 'warning', 'danger'] as const;

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children'
> {
  label: ReactNode;
  /** Hides the "42%" text, e.g. inside a file row that shows its own status. */
  hideValue?: boolean;
  /** Keeps the label for screen readers only, when the text beside it already says it. */
  hideLabel?: boolean;
}

/** Progress of a task (an upload, a signing run); indeterminate when the end is unknown. */
export function ProgressBar({ label, hideValue, hideLabel, ...props }: ProgressBarProps) {
  return (
    <AriaProgressBar {...props} className={styles.root}>
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {hideLabel ? (
            <VisuallyHidden>
              <Label>{label}</Label>
            </VisuallyHidden>
          ) : (
            <Label>{label}</Label>
          )}
          {!hideValue && !isIndeterminate && <span className={styles.valueText}>{valueText}</span>}
          <div className={styles.track}>
            <div
              className={styles.fill({ indeterminate: isIndeterminate })}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}

export interface MeterProps extends Omit<AriaMeterProps, 'className' | 'style' | 'children'> {
  label: ReactNode;
  tone?: (typeof meterTones)[number];
}

/** A known quantity within a range (seats used, signatures left) — not a task's progress. */
export function Meter({ label, tone, ...props }: MeterProps) {
  return (
    <AriaMeter {...props} className={styles.root}>
      {({ percentage, valueText }) => (
        <>
          <Label>{label}</Label>
          <span className={styles.valueText}>{valueText}</span>
          <div className={styles.track}>
            <div className={styles.fill({ tone })} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaMeter>
  );
}
