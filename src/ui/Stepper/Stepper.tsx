import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { CheckIcon } from '../Icon/icons';
import { uiMessages } from '../messages';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { list, marker, step } from './Stepper.css';

export const stepStates = ['done', 'current', 'upcoming'] as const;

export const stepState = (index: number, current: number): (typeof stepStates)[number] =>
  index < current ? 'done' : index === current ? 'current' : 'upcoming';

/** Where the user is in a multi-step flow (signup steps); `current` is zero-based. */
export function Stepper({
  steps,
  current,
  label,
}: {
  steps: ReactNode[];
  current: number;
  label: string;
}) {
  const intl = useIntl();
  return (
    <nav aria-label={label}>
      <VisuallyHidden>
        {intl.formatMessage(uiMessages.stepOf, { current: current + 1, total: steps.length })}
      </VisuallyHidden>
      <ol className={list}>
        {steps.map((title, index) => {
          const state = stepState(index, current);
          return (
            <li
              key={index}
              className={step({ state })}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={marker({ state })} aria-hidden="true">
                {state === 'done' ? <CheckIcon size="sm" /> : index + 1}
              </span>
              {title}
              {state === 'done' && (
                <VisuallyHidden>({intl.formatMessage(uiMessages.completed)})</VisuallyHidden>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
