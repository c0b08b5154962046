import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Box, Button, Form, Stack, Text, TextField } from '../../../../ui';
import { messages as m } from '../messages';

export interface CodesFieldProps {
  promoCode: string | null;
  /** The code's percentage when the business check named one. */
  percentOff?: number | null;
  /** Why the applied code does not count (the preview refused it). */
  promoError: MessageDescriptor | null;
  /** Checks and applies a code: resolves with why it was refused, or null when applied. */
  onApply: (code: string) => Promise<MessageDescriptor | null>;
  /** Typing again: the page forgets the preview's refusal. */
  onEdit: () => void;
  onRemovePromo: () => void;
  /** From the referral link (`?ref=`); shown, and removable. */
  referralCode: string | null;
  onRemoveReferral: () => void;
}

const PROMO = '[A-Za-z0-9_\\-]{3,32}';

/** The promo code field (uppercased as typed) and the referral code the link brought. */
export function CodesField({
  promoCode,
  percentOff,
  promoError,
  onApply,
  onEdit,
  onRemovePromo,
  referralCode,
  onRemoveReferral,
}: CodesFieldProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState<MessageDescriptor | null>(null);
  const [checking, setChecking] = useState(false);
  const error = refused ?? (promoCode ? null : promoError);
  return (
    <Stack gap="md">
      {promoCode && !promoError ? (
        <Stack direction="row" gap="sm">
          <Text>
            {percentOff
              ? intl.formatMessage(m.promoAppliedPercent, { code: promoCode, percent: percentOff })
              : intl.formatMessage(m.promoApplied, { code: promoCode })}
          </Text>
          <Button variant="secondary" size="sm" onPress={onRemovePromo}>
            {intl.formatMessage(m.removeCode, { code: promoCode })}
          </Button>
        </Stack>
      ) : (
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            setChecking(true);
            void onApply(typed.trim()).then((why) => {
              setChecking(false);
              setRefused(why);
            });
          }}
        >
          <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="sm">
            <TextField
              name="promoCode"
              label={intl.formatMessage(m.promoCode)}
              value={typed}
              onChange={(value) => {
                setTyped(value.toUpperCase());
                setRefused(null);
                onEdit();
              }}
              pattern={PROMO}
              maxLength={32}
              isRequired
              isInvalid={error !== null}
              errorMessage={error ? intl.formatMessage(error) : undefined}
            />
            <Button type="submit" variant="secondary" isDisabled={checking}>
              {intl.formatMessage(m.applyPromo)}
            </Button>
          </Box>
        </Form>
      )}
      {referralCode && (
        <Stack direction="row" gap="sm">
          <Text>{intl.formatMessage(m.referral, { code: referralCode })}</Text>
          <Button variant="secondary" size="sm" onPress={onRemoveReferral}>
            {intl.formatMessage(m.removeCode, { code: referralCode })}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
