import type { BusinessSettings, SettingsValues } from '../../settings-form';

/** What each settings section gets: the settings as loaded and a save of its own values. */
export interface SettingsSectionProps {
  settings: BusinessSettings;
  /** Resolves with the settings as saved; rejects (said in a snackbar) when refused. */
  save: (changes: Partial<SettingsValues>) => Promise<BusinessSettings>;
  saving: boolean;
}
