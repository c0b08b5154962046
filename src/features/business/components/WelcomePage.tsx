import { useIntl, type MessageDescriptor } from 'react-intl';
import { Card, Heading, PageHeader, Stack, Text } from '../../../ui';
import { ButtonLink, Link } from '../../../navigation/Link';
import { messages as m } from '../messages';
import type { UserBusiness } from '../plan-state';
import { formatDay } from './dates';
import * as styles from './WelcomePage.css';

export interface WelcomePageProps {
  business: UserBusiness;
}

type Target = '/business/members' | '/business/members/domains' | '/business/settings';

const steps: ReadonlyArray<{
  title: MessageDescriptor;
  text: MessageDescriptor;
  action: MessageDescriptor;
  to: Target;
}> = [
  { title: m.inviteTitle, text: m.inviteText, action: m.inviteAction, to: '/business/members' },
  {
    title: m.domainTitle,
    text: m.domainText,
    action: m.domainAction,
    to: '/business/members/domains',
  },
  {
    title: m.settingsTitle,
    text: m.settingsText,
    action: m.settingsAction,
    to: '/business/settings',
  },
];

/** /business/welcome: a new admin's first steps, and until when the trial runs. */
export function WelcomePage({ business }: WelcomePageProps) {
  const intl = useIntl();
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(m.welcomeTitle, { name: business.name })}
        meta={
          business.trialEndsAt
            ? intl.formatMessage(m.welcomeIntro, { date: formatDay(intl, business.trialEndsAt) })
            : intl.formatMessage(m.welcomeIntroNoEnd)
        }
      />
      <Heading level={2}>{intl.formatMessage(m.firstSteps)}</Heading>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.to}>
            <Card>
              <Stack gap="md">
                <Heading level={3}>{intl.formatMessage(step.title)}</Heading>
                <Text tone="secondary">{intl.formatMessage(step.text)}</Text>
                <div>
                  <ButtonLink to={step.to} variant="secondary">
                    {intl.formatMessage(step.action)}
                  </ButtonLink>
                </div>
              </Stack>
            </Card>
          </li>
        ))}
      </ol>
      <div>
        <Link to="/business/dashboard">{intl.formatMessage(m.toDashboard)}</Link>
      </div>
    </Stack>
  );
}
