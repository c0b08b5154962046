import { useIntl } from 'react-intl';
import { Radio, RadioGroup, Stack } from '../../../ui';
import { hasLegislation, legislations, offeredQualities, type InviteForm } from '../form-state';
import { messages } from '../messages';

interface Props {
  quality: InviteForm['quality'];
  /** The sender's business has switched on Part 11 requests. */
  part11Enabled: boolean;
  legislation: InviteForm['legislation'];
  onChange: (change: Partial<Pick<InviteForm, 'quality' | 'legislation'>>) => void;
}

const qualityNames = {
  SES: messages.qualitySES,
  AES: messages.qualityAES,
  QES: messages.qualityQES,
  PART11: messages.qualityPART11,
} as const;
const legislationNames = {
  ZERTES: messages.legislationZERTES,
  EIDAS: messages.legislationEIDAS,
} as const;

/** The signature standard every signer must reach; an advanced or qualified one names its legislation. */
export function QualitySection({ quality, part11Enabled, legislation, onChange }: Props) {
  const intl = useIntl();
  return (
    <Stack gap="md">
      <RadioGroup
        label={intl.formatMessage(messages.quality)}
        value={quality}
        onChange={(value) => onChange({ quality: value as InviteForm['quality'] })}
      >
        {offeredQualities(part11Enabled, quality).map((item) => (
          <Radio key={item} value={item}>
            {intl.formatMessage(qualityNames[item])}
          </Radio>
        ))}
      </RadioGroup>
      {hasLegislation(quality) && (
        <RadioGroup
          label={intl.formatMessage(messages.legislation)}
          value={legislation}
          orientation="horizontal"
          onChange={(value) => onChange({ legislation: value as InviteForm['legislation'] })}
        >
          {legislations.map((item) => (
            <Radio key={item} value={item}>
              {intl.formatMessage(legislationNames[item])}
            </Radio>
          ))}
        </RadioGroup>
      )}
    </Stack>
  );
}
