import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import {
  formMessages,
  Option,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Text,
  TextField,
  notify,
} from '../../../ui';
import { messages } from '../messages';
import { SettingsForm } from './SettingsForm';
import {
  settingsOf,
  type AccountLanguage,
  type DefaultLegislation,
  type DefaultQuality,
  type NotificationLevel,
} from '../user-update';
import { useSettingsSave } from '../api/settings';

type User = components['schemas']['User'];

/** What every section gets: the account as saved. */
export interface SectionProps {
  user: User;
}

/** A language and its own name (not translated: everybody finds theirs). */
export interface LanguageOption {
  locale: AccountLanguage;
  name: string;
}

/** The account's language; once saved, the app switches to it (`onSaved`). */
export function LanguageSection({
  user,
  languages,
  running,
  onSaved,
}: SectionProps & {
  languages: readonly LanguageOption[];
  /** The language the app runs in now, shown when the account has none of its own yet. */
  running: string;
  onSaved: (locale: AccountLanguage) => void;
}) {
  const intl = useIntl();
  const { saving, save } = useSettingsSave(user, notify);
  const saved = settingsOf(user).lang;
  const [lang, setLang] = useState<string>(saved ?? running);
  const onSave = async () => {
    const locale = languages.find((language) => language.locale === lang)?.locale;
    if (!locale) return;
    if (await save({ lang: locale })) onSaved(locale);
  };
  return (
    <SettingsForm
      title={messages.languageTitle}
      description={messages.languageText}
      saving={saving}
      onSave={onSave}
    >
      <Select
        label={intl.formatMessage(messages.languageLabel)}
        selectedKey={lang}
        onSelectionChange={(key) => setLang(String(key))}
      >
        {languages.map(({ locale, name }) => (
          <Option key={locale} id={locale} lang={locale}>
            {name}
          </Option>
        ))}
      </Select>
    </SettingsForm>
  );
}

const LEVELS = [
  ['all', messages.notifyAll, messages.notifyAllText],
  ['important', messages.notifyImportant, messages.notifyImportantText],
  ['none', messages.notifyNone, messages.notifyNoneText],
] as const;

/** How many mails about requests the account wants. */
export function NotificationsSection({ user }: SectionProps) {
  const intl = useIntl();
  const { saving, save } = useSettingsSave(user, notify);
  const [level, setLevel] = useState<NotificationLevel>(settingsOf(user).notificationLevel);
  return (
    <SettingsForm
      title={messages.notificationsTitle}
      saving={saving}
      onSave={() => save({ email_notification_level: level })}
    >
      <RadioGroup
        label={intl.formatMessage(messages.notificationsLabel)}
        value={level}
        onChange={(value) => setLevel(value as NotificationLevel)}
      >
        {LEVELS.map(([value, label, text]) => (
          <Radio key={value} value={value}>
            <Stack gap="xs">
              <span>{intl.formatMessage(label)}</span>
              <Text tone="secondary">{intl.formatMessage(text)}</Text>
            </Stack>
          </Radio>
        ))}
      </RadioGroup>
    </SettingsForm>
  );
}

/** The choice that sets no default. */
export const NONE = 'none';
const QUALITIES = [
  ['ses', messages.qualitySes],
  ['aes', messages.qualityAes],
  ['qes', messages.qualityQes],
] as const;
/** The laws a default can name (the /legislation page offers the same). */
export const LEGISLATIONS = [
  ['zertes', messages.legislationZertes],
  ['eidas', messages.legislationEidas],
] as const;

/** One default to choose, or none (each request then asks). */
function DefaultSelect({
  label,
  value,
  onChange,
  choices,
}: {
  label: MessageDescriptor;
  value: string;
  onChange: (value: string) => void;
  choices: readonly (readonly [string, MessageDescriptor])[];
}) {
  const intl = useIntl();
  return (
    <Select
      label={intl.formatMessage(label)}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
    >
      <Option id={NONE}>{intl.formatMessage(messages.noDefault)}</Option>
      {choices.map(([choice, choiceLabel]) => (
        <Option key={choice} id={choice}>
          {intl.formatMessage(choiceLabel)}
        </Option>
      ))}
    </Select>
  );
}

/** What a new request starts with: its quality and the law it signs under. */
export function DefaultsSection({ user }: SectionProps) {
  const { saving, save } = useSettingsSave(user, notify);
  const settings = settingsOf(user);
  const [quality, setQuality] = useState<string>(settings.defaultQuality ?? NONE);
  const [legislation, setLegislation] = useState<string>(settings.defaultLegislation ?? NONE);
  const chosen = <T extends string>(value: string) => (value === NONE ? undefined : (value as T));
  return (
    <SettingsForm
      title={messages.defaultsTitle}
      description={messages.defaultsText}
      saving={saving}
      onSave={() =>
        save({
          default_quality: chosen<DefaultQuality>(quality),
          default_legislation: chosen<DefaultLegislation>(legislation),
        })
      }
    >
      <DefaultSelect
        label={messages.qualityLabel}
        value={quality}
        onChange={setQuality}
        choices={QUALITIES}
      />
      <DefaultSelect
        label={messages.legislationLabel}
        value={legislation}
        onChange={setLegislation}
        choices={LEGISLATIONS}
      />
    </SettingsForm>
  );
}

/** First and last name, both required (the contract's 1 to 128 characters). */
export function NameSection({ user }: SectionProps) {
  const intl = useIntl();
  const { saving, save } = useSettingsSave(user, notify);
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  // Checked on save, spaces alone included: a blank name is refused here and nothing is sent.
  const [checked, setChecked] = useState(false);
  const blank = (value: string) => checked && !value.trim();
  const required = intl.formatMessage(formMessages.required);
  const onSave = () => {
    setChecked(true);
    if (!firstName.trim() || !lastName.trim()) return;
    void save({ firstName: firstName.trim(), lastName: lastName.trim() });
  };
  return (
    <SettingsForm
      title={messages.nameTitle}
      description={messages.nameText}
      saving={saving}
      onSave={onSave}
    >
      <TextField
        label={intl.formatMessage(messages.firstName)}
        name="firstName"
        autoComplete="given-name"
        value={firstName}
        onChange={setFirstName}
        isInvalid={blank(firstName)}
        errorMessage={required}
        maxLength={128}
      />
      <TextField
        label={intl.formatMessage(messages.lastName)}
        name="lastName"
        autoComplete="family-name"
        value={lastName}
        onChange={setLastName}
        isInvalid={blank(lastName)}
        errorMessage={required}
        maxLength={128}
      />
    </SettingsForm>
  );
}
