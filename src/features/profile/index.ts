export { ConfirmEmailPage, type ConfirmEmailPageProps } from './components/ConfirmEmailPage';
export { SettingsPage, type SettingsPageProps } from './components/SettingsPage';
export { useSettingsSave } from './api/settings';
export { settingsOf, userUpdateOf, type AccountLanguage } from './user-update';
