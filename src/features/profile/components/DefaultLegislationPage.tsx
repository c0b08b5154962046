import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { components } from '../../../../openapi/schema.gen';
import { RouterLinks } from '../../../navigation/RouterLinks';
import { Link, PageHeader, Radio, RadioGroup, Stack, notify } from '../../../ui';
import { useSettingsSave } from '../api/settings';
import { messages } from '../messages';
import { settingsOf, type DefaultLegislation } from '../user-update';
import { SettingsForm } from './SettingsForm';
import { LEGISLATIONS, NONE } from './SettingsSections';

type User = components['schemas']['User'];

export interface DefaultLegislationPageProps {
  user: User;
  /** The signature standards page, with the request the user came from. */
  backHref: string;
}

/**
 * /profile/signature-standards/legislation: the `default_legislation` attribute on a page of
 * its own, saved like every settings section (the rest of the account untouched).
 */
export function DefaultLegislationPage({ user, backHref }: DefaultLegislationPageProps) {
  const intl = useIntl();
  const { saving, save } = useSettingsSave(user, notify);
  const [value, setValue] = useState<string>(settingsOf(user).defaultLegislation ?? NONE);
  return (
    <RouterLinks>
      <Stack gap="xl">
        <PageHeader
          title={intl.formatMessage(messages.legislationTitle)}
          meta={intl.formatMessage(messages.legislationIntro)}
          back={<Link href={backHref}>{intl.formatMessage(messages.legislationBack)}</Link>}
        />
        <SettingsForm
          title={messages.legislationLabel}
          saving={saving}
          onSave={() =>
            void save({
              default_legislation: value === NONE ? undefined : (value as DefaultLegislation),
            })
          }
        >
          <RadioGroup
            label={intl.formatMessage(messages.legislationLabel)}
            value={value}
            onChange={setValue}
          >
            <Radio value={NONE}>{intl.formatMessage(messages.noDefault)}</Radio>
            {LEGISLATIONS.map(([choice, label]) => (
              <Radio key={choice} value={choice}>
                {intl.formatMessage(label)}
              </Radio>
            ))}
          </RadioGroup>
        </SettingsForm>
      </Stack>
    </RouterLinks>
  );
}
