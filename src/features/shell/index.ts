export { installErrorHandling } from './adapters/setup';
export { applyAppStyles } from './boot/app-styles';
export { maintenanceNoticeQuery, statusSummaryQuery } from './api/status';
export { AppHeader, type AppHeaderProps } from './components/header/AppHeader';
export { displayName, type ShellAccount } from './components/header/account';
export { FreeCreditsBadge } from './components/header/FreeCreditsBadge';
export { UserMenu } from './components/header/UserMenu';
export { NavigationDrawer } from './components/header/NavigationDrawer';
export {
  AdminLayout,
  DefaultLayout,
  MainLayout,
  type AdminLayoutProps,
  type SignedInLayoutProps,
} from './components/layouts/SignedInLayouts';
export {
  NoLayout,
  SimpleLayout,
  UnauthenticatedLayout,
} from './components/layouts/SignedOutLayouts';
export { ErrorPage, NotFoundPage, SorryPage } from './components/ErrorPage';
export { layouts, type Layout } from './components/layouts';
export { MaintenanceBanner } from './components/MaintenanceBanner';
export { MaintenanceNoticeView, MaintenancePage } from './components/MaintenancePage';
export { MaintenanceWatch } from './components/MaintenanceWatch';
export { PageLayout, signedInLayouts, type LayoutOptions } from './components/PageLayout';
export { PageLoading } from './components/PageLoading';
export { RouteError } from './components/RouteError';
export { ShellAdapters } from './components/ShellAdapters';
export { ShellHosts } from './components/ShellHosts';
export { TestSystemBorder } from './components/TestSystemBorder';
export { countryList, platformOf, type Country, type Platform } from './locale/countries';
export { isDirectSignPath } from './locale/direct-sign';
export {
  languageToApply,
  menuLanguages,
  storeLanguage,
  storedLanguage,
  switchLanguage,
  type AppLanguage,
} from './locale/language-choice';
export {
  accountEntries,
  businessEntries,
  businessProfileEntries,
  primaryEntries,
  profileEntries,
  type NavContext,
  type NavEntry,
} from './navigation/entries';
export {
  parsePreference,
  resolveTheme,
  themePreferences,
  type Theme,
  type ThemePreference,
} from './theme/theme';
export { ThemeSync, useThemePreference } from './theme/use-theme';
export { currencyFor, formatDateTime, formatMoney } from './locale/format';
export { maintenanceBlocks } from './maintenance/blocking';
export { STAFF_COOKIE } from './maintenance/rules';
export { messages as shellMessages } from './messages';
