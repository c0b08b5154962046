import { useIntl } from 'react-intl';
import { Stack, Text, type OverlayContentProps } from '../../../../ui';
import { Link } from '../../../../navigation/Link';
import { maskPhone } from '../../flow/phone-mask';
import { messages } from '../../messages';
import { ContinueOverlay } from './ContinueOverlay';

export interface MobileAesProps {
  /** The level the request asks for: both go through the one-time code. */
  quality: 'aes' | 'qes';
  /** The stored mobile number (E.164); null while none is stored and the code goes by e-mail. */
  mobile: string | null;
}

/**
 * mobile-aes: before an account's advanced or qualified signature, where its one-time code
 * will go. Continue ends it ('complete'); Cancel or Escape closes it and stops the signing.
 */
export function MobileAesOverlay({
  props,
  loading,
  onOpenChange,
  onAction,
}: OverlayContentProps<MobileAesProps>) {
  const intl = useIntl();
  return (
    <ContinueOverlay
      title={intl.formatMessage(messages.mobileAesTitle)}
      loading={loading}
      onOpenChange={onOpenChange}
      onContinue={() => onAction('complete')}
    >
      <Stack gap="sm">
        {props.mobile ? (
          <Text>
            {intl.formatMessage(messages.mobileAesPhone, {
              quality: props.quality,
              number: maskPhone(props.mobile),
            })}
          </Text>
        ) : (
          <>
            <Text>{intl.formatMessage(messages.mobileAesEmail, { quality: props.quality })}</Text>
            <Link to="/profile/settings">{intl.formatMessage(messages.mobileAesSettings)}</Link>
          </>
        )}
      </Stack>
    </ContinueOverlay>
  );
}
