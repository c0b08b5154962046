export { ConfirmEmailPage, type ConfirmEmailPageProps } from './components/ConfirmEmailPage';
export { SettingsPage, type SettingsPageProps } from './components/SettingsPage';
export { useSettingsSave } from './api/settings';
export { settingsOf, userUpdateOf, type AccountLanguage } from './user-update';
export { saveAccountName } from './api/settings';
export {
  DefaultLegislationPage,
  type DefaultLegislationPageProps,
} from './components/DefaultLegislationPage';
