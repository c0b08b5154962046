import { useIntl } from 'react-intl';
import {
  AccountButton,
  AccountIdentity,
  AccountMenuItem,
  AccountMenuSection,
  BuildingIcon,
  Menu,
  MenuTrigger,
  SignOutIcon,
  UserIcon,
} from '../../../../ui';
import { RouterLinks } from '../../../../navigation/RouterLinks';
import { menuLanguages, type AppLanguage } from '../../locale/language-choice';
import { messages } from '../../messages';
import { accountEntries, type NavContext } from '../../navigation/entries';
import { themePreferences, type ThemePreference } from '../../theme/theme';
import { useThemePreference } from '../../theme/use-theme';
import type { ShellAccount } from './account';

const themeLabels = {
  system: messages.themeSystem,
  light: messages.themeLight,
  dark: messages.themeDark,
} as const;

export interface UserMenuProps {
  account: ShellAccount;
  navigation: NavContext;
  onLanguageChange: (locale: AppLanguage) => void;
  /** Opens the menu at once (stories). */
  defaultOpen?: boolean;
}

/**
 * The avatar's menu: the account's places, the language, the theme and signing out. Arrow keys
 * move between items, Enter opens one, Escape closes the menu (react-aria Menu).
 */
export function UserMenu({ account, navigation, onLanguageChange, defaultOpen }: UserMenuProps) {
  const intl = useIntl();
  const [theme, setTheme] = useThemePreference();
  const current = menuLanguages.find(({ locale }) => locale === intl.locale)?.locale ?? 'en-gb';
  return (
    <RouterLinks>
      <MenuTrigger defaultOpen={defaultOpen}>
        <AccountButton
          id={account.id}
          name={account.name}
          label={intl.formatMessage(messages.accountMenu, { name: account.name })}
        />
        <Menu aria-label={intl.formatMessage(messages.accountMenu, { name: account.name })}>
          <AccountMenuSection
            aria-label={intl.formatMessage(messages.places)}
            header={<AccountIdentity name={account.name} email={account.email} />}
          >
            {accountEntries(navigation).map((entry) => (
              <AccountMenuItem
                key={entry.to}
                id={entry.to}
                href={entry.to}
                icon={
                  entry.to.startsWith('/business') ? (
                    <BuildingIcon size="sm" />
                  ) : (
                    <UserIcon size="sm" />
                  )
                }
              >
                {intl.formatMessage(entry.label)}
              </AccountMenuItem>
            ))}
          </AccountMenuSection>
          <AccountMenuSection
            header={intl.formatMessage(messages.language)}
            selectedKey={current}
            onSelect={(key) => {
              const choice = menuLanguages.find(({ locale }) => locale === key);
              if (choice) onLanguageChange(choice.locale);
            }}
          >
            {menuLanguages.map(({ locale, name }) => (
              <AccountMenuItem key={locale} id={locale} labelLang={locale}>
                {name}
              </AccountMenuItem>
            ))}
          </AccountMenuSection>
          <AccountMenuSection
            header={intl.formatMessage(messages.theme)}
            selectedKey={theme}
            onSelect={(key) => setTheme(key as ThemePreference)}
          >
            {themePreferences.map((preference) => (
              <AccountMenuItem key={preference} id={preference}>
                {intl.formatMessage(themeLabels[preference])}
              </AccountMenuItem>
            ))}
          </AccountMenuSection>
          <AccountMenuSection aria-label={intl.formatMessage(messages.logout)}>
            <AccountMenuItem id="logout" href="/logout" icon={<SignOutIcon size="sm" />}>
              {intl.formatMessage(messages.logout)}
            </AccountMenuItem>
          </AccountMenuSection>
        </Menu>
      </MenuTrigger>
    </RouterLinks>
  );
}
