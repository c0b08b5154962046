import { useIntl } from 'react-intl';
import { Button, ImageUpload, notify, Section } from '../../../../ui';
import { useLogo } from '../../api/business';
import { messages as m } from '../../messages';
import type { BusinessSettings } from '../../settings-form';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export interface LogoSectionProps {
  businessId: string;
  settings: BusinessSettings;
}

/**
 * The company logo: a preview, a replacement and removal. Type and size are checked before
 * the upload; the server's refusals (too large, not an image, odd dimensions) are said in the
 * snackbar in a logo's words.
 */
export function LogoSection({ businessId, settings }: LogoSectionProps) {
  const intl = useIntl();
  const logo = useLogo(businessId, notify);
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
      <ImageUpload
        current={
          current && {
            src: current.url,
            width: current.width,
            height: current.height,
            alt: intl.formatMessage(m.logoAlt),
          }
        }
        empty={intl.formatMessage(m.noLogo)}
        label={intl.formatMessage(current ? m.replaceLogo : m.uploadLogo)}
        accept={LOGO_TYPES}
        maxSize={LOGO_MAX_BYTES}
        isDisabled={logo.busy}
        onUpload={logo.upload}
      />
    </Section>
  );
}
