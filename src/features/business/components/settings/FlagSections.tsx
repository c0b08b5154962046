import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DescriptionList, EmailField, Section, Switch, TextField } from '../../../../ui';
import { PHONE_PATTERN } from '../../company';
import { messages as m } from '../../messages';
import {
  clearedSupportFields,
  settingsValuesOf,
  type BusinessSettings,
  type SettingsValues,
} from '../../settings-form';
import type { SettingsSectionProps } from './section-props';
import { SectionForm } from './SectionForm';

/** A section's own values, kept while it saves (and after a refusal). */
function useSectionValues<K extends keyof SettingsValues>(settings: BusinessSettings, keys: K[]) {
  const [values, setValues] = useState(() => {
    const all = settingsValuesOf(settings);
    return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<SettingsValues, K>;
  });
  const set = (patch: Partial<Pick<SettingsValues, K>>) =>
    setValues((current) => ({ ...current, ...patch }));
  return [values, set, setValues] as const;
}

/**
 * Spec 5: the server clears an invalid support e-mail or phone. After a save the fields show
 * what was saved, and a cleared one says why it is empty.
 */
export function SupportSection({ settings, save, saving }: SettingsSectionProps) {
  const intl = useIntl();
  const [values, set, replace] = useSectionValues(settings, ['supportEmail', 'supportPhone']);
  const [cleared, setCleared] = useState<string[]>([]);
  const note = (key: string) =>
    cleared.includes(key) ? intl.formatMessage(m.supportCleared) : undefined;
  return (
    <SectionForm
      title={m.supportSection}
      description={m.supportHint}
      saving={saving}
      onSave={() =>
        void save(values).then(
          (saved) => {
            setCleared(clearedSupportFields({ ...settingsValuesOf(settings), ...values }, saved));
            const shown = settingsValuesOf(saved);
            replace({ supportEmail: shown.supportEmail, supportPhone: shown.supportPhone });
          },
          () => undefined,
        )
      }
    >
      <EmailField
        name="supportEmail"
        label={intl.formatMessage(m.supportEmail)}
        value={values.supportEmail}
        onChange={(supportEmail) => set({ supportEmail })}
        description={note('supportEmail')}
      />
      <TextField
        name="supportPhone"
        type="tel"
        label={intl.formatMessage(m.supportPhone)}
        value={values.supportPhone}
        onChange={(supportPhone) => set({ supportPhone })}
        description={note('supportPhone') ?? intl.formatMessage(m.phoneHint)}
        pattern={PHONE_PATTERN}
        maxLength={24}
      />
    </SectionForm>
  );
}

export function Part11Section({ settings, save, saving }: SettingsSectionProps) {
  const intl = useIntl();
  const [values, set] = useSectionValues(settings, ['part11']);
  return (
    <SectionForm
      title={m.part11Section}
      saving={saving}
      onSave={() => void save(values).catch(() => undefined)}
    >
      <Switch isSelected={values.part11} onChange={(part11) => set({ part11 })}>
        {intl.formatMessage(m.part11Label)}
      </Switch>
    </SectionForm>
  );
}

export function MailsSection({ settings, save, saving }: SettingsSectionProps) {
  const intl = useIntl();
  const [values, set] = useSectionValues(settings, [
    'signedDocument',
    'protocolEnabled',
    'protocolCustomisable',
  ]);
  return (
    <SectionForm
      title={m.mailsSection}
      saving={saving}
      onSave={() => void save(values).catch(() => undefined)}
    >
      <Switch
        isSelected={values.signedDocument}
        onChange={(signedDocument) => set({ signedDocument })}
      >
        {intl.formatMessage(m.signedDocument)}
      </Switch>
      <Switch
        isSelected={values.protocolEnabled}
        onChange={(protocolEnabled) => set({ protocolEnabled })}
      >
        {intl.formatMessage(m.protocolEnabled)}
      </Switch>
      <Switch
        isSelected={values.protocolEnabled && values.protocolCustomisable}
        isDisabled={!values.protocolEnabled}
        onChange={(protocolCustomisable) => set({ protocolCustomisable })}
      >
        {intl.formatMessage(m.protocolCustomisable)}
      </Switch>
    </SectionForm>
  );
}

export function GuidanceSection({ settings, save, saving }: SettingsSectionProps) {
  const intl = useIntl();
  const [values, set] = useSectionValues(settings, ['userPilot', 'affiliate']);
  return (
    <SectionForm
      title={m.guidanceSection}
      saving={saving}
      onSave={() => void save(values).catch(() => undefined)}
    >
      <Switch isSelected={values.userPilot} onChange={(userPilot) => set({ userPilot })}>
        {intl.formatMessage(m.userPilot)}
      </Switch>
      <Switch isSelected={values.affiliate} onChange={(affiliate) => set({ affiliate })}>
        {intl.formatMessage(m.affiliate)}
      </Switch>
    </SectionForm>
  );
}

/** The plan's limits: shown, not edited (billing sets them). */
export function SignerGroupsSection({ settings }: { settings: BusinessSettings }) {
  const intl = useIntl();
  return (
    <Section
      title={intl.formatMessage(m.signerGroupsSection)}
      description={intl.formatMessage(m.signerGroupsDescription)}
    >
      <DescriptionList
        items={[
          {
            id: 'groups',
            term: intl.formatMessage(m.maxGroups),
            description: intl.formatNumber(settings.signerGroups.maxGroups),
          },
          {
            id: 'participants',
            term: intl.formatMessage(m.maxParticipants),
            description: intl.formatNumber(settings.signerGroups.maxParticipants),
          },
        ]}
      />
    </Section>
  );
}
