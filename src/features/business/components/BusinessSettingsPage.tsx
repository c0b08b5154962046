import { useSuspenseQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { notify, PageHeader, Stack } from '../../../ui';
import { businessSettingsQuery } from '../api/queries';
import { useUpdateSettings } from '../api/business';
import { messages as m } from '../messages';
import { settingsBodyOf, settingsValuesOf, type SettingsValues } from '../settings-form';
import {
  GuidanceSection,
  MailsSection,
  Part11Section,
  SignerGroupsSection,
  SupportSection,
} from './settings/FlagSections';
import { LogoSection } from './settings/LogoSection';
import { RetentionSection } from './settings/RetentionSection';

export interface BusinessSettingsPageProps {
  businessId: string;
}

/**
 * /business/settings: every setting of spec 3. Each part saves on its own — its values over
 * the settings as loaded — and keeps what was typed when the save fails.
 */
export function BusinessSettingsPage({ businessId }: BusinessSettingsPageProps) {
  const intl = useIntl();
  const { data: settings } = useSuspenseQuery(businessSettingsQuery(businessId));
  const mutation = useUpdateSettings(businessId, notify);
  const save = (changes: Partial<SettingsValues>) =>
    mutation.mutateAsync({
      params: { path: { id: businessId } },
      body: settingsBodyOf(settings, { ...settingsValuesOf(settings), ...changes }),
    });
  const section = { settings, save, saving: mutation.isPending };
  return (
    <Stack gap="xl">
      <PageHeader
        title={intl.formatMessage(m.settingsPageTitle)}
        meta={intl.formatMessage(m.settingsIntro)}
      />
      <SupportSection {...section} />
      <Part11Section {...section} />
      <RetentionSection {...section} />
      <LogoSection businessId={businessId} settings={settings} />
      <MailsSection {...section} />
      <SignerGroupsSection settings={settings} />
      <GuidanceSection {...section} />
    </Stack>
  );
}
