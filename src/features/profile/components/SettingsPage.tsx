import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { PageHeader, Stack } from '../../../ui';
import { messages } from '../messages';
import type { AccountLanguage } from '../user-update';
import { EmailSection } from './EmailSection';
import { MobileSection } from './MobileSection';
import {
  DefaultsSection,
  LanguageSection,
  NameSection,
  NotificationsSection,
  type LanguageOption,
} from './SettingsSections';

type User = components['schemas']['User'];

export interface SettingsPageProps {
  user: User;
  /** The languages a signed-in user can choose (the shell's list). */
  languages: readonly LanguageOption[];
  /** Switches the app to the saved language (the shell reloads its catalogue). */
  onLanguageSaved: (locale: AccountLanguage) => void;
}

/** /profile/settings: each part of the account saves on its own. */
export function SettingsPage({ user, languages, onLanguageSaved }: SettingsPageProps) {
  const intl = useIntl();
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        meta={intl.formatMessage(messages.intro)}
      />
      <LanguageSection
        user={user}
        languages={languages}
        running={intl.locale}
        onSaved={onLanguageSaved}
      />
      <NameSection user={user} />
      <EmailSection user={user} />
      <MobileSection user={user} />
      <NotificationsSection user={user} />
      <DefaultsSection user={user} />
    </Stack>
  );
}
