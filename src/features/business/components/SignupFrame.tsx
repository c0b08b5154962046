import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card, Heading, Stack, Stepper, Text } from '../../../ui';
import { messages as m } from '../messages';
import * as styles from './SignupFrame.css';

export interface SignupFrameProps {
  title: string;
  intro?: ReactNode;
  /** Which of the two steps (e-mail, company) this is. */
  step: 0 | 1;
  children: ReactNode;
}

/** The business sign-up's frame: a card with the steps, a heading and an introduction. */
export function SignupFrame({ title, intro, step, children }: SignupFrameProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div className={styles.panel}>
      <Card labelledBy={headingId}>
        <Stack gap="xl">
          <Stepper
            label={intl.formatMessage(m.stepsLabel)}
            current={step}
            steps={[intl.formatMessage(m.stepEmail), intl.formatMessage(m.stepCompany)]}
          />
          <Stack gap="sm">
            <Heading level={1} id={headingId}>
              {title}
            </Heading>
            {intro && <Text tone="secondary">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Card>
    </div>
  );
}
