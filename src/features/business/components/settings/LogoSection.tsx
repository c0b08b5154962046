import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert, Button, FileDropZone, notify, Section, Stack, Text } from '../../../../ui';
import { useLogo } from '../../api/business';
import { messages as m } from '../../messages';
import type { BusinessSettings } from '../../settings-form';
import * as styles from './LogoSection.css';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export interface LogoSectionProps {
  businessId: string;
  settings: BusinessSettings;
}

/**
 * The company logo: a preview, a replacement and removal. Type and size are checked here
 * before the upload; the server's refusals (too large, not an image, odd dimensions) are said
 * in the snackbar in a logo's words.
 */
export function LogoSection({ businessId, settings }: LogoSectionProps) {
  const intl = useIntl();
  const logo = useLogo(businessId, notify);
  const [rejected, setRejected] = useState<string | null>(null);
  const current = settings.companyBranding?.logo;
  return (
    <Section
      title={intl.formatMessage(m.logoSection)}
      description={intl.formatMessage(m.logoDescription)}
      actions={
        current && (
          <Button variant="secondary" loading={logo.busy} onPress={logo.remove}>
            {intl.formatMessage(m.removeLogo)}
          </Button>
        )
      }
    >
      <Stack gap="md">
        {current ? (
          <img
            className={styles.preview}
            src={current.url}
            width={current.width}
            height={current.height}
            alt={intl.formatMessage(m.logoAlt)}
          />
        ) : (
          <Text tone="secondary">{intl.formatMessage(m.noLogo)}</Text>
        )}
        <FileDropZone
          label={intl.formatMessage(current ? m.replaceLogo : m.uploadLogo)}
          accept={LOGO_TYPES}
          maxSize={LOGO_MAX_BYTES}
          multiple={false}
          isDisabled={logo.busy}
          onSelect={(accepted, refused) => {
            setRejected(refused[0]?.message ?? null);
            if (accepted[0]) logo.upload(accepted[0]);
          }}
        />
        {rejected && (
          <Alert tone="danger">
            <Text>{rejected}</Text>
          </Alert>
        )}
      </Stack>
    </Section>
  );
}
