import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  Alert,
  Checkbox,
  DescriptionList,
  Stack,
  Text,
  type OverlayContentProps,
} from '../../../../ui';
import { messages } from '../../messages';
import { ContinueOverlay } from './ContinueOverlay';

export interface Part11VerificationProps {
  /** The signing name and reason confirmed in the Part 11 dialog just before. */
  name: string;
  reason: string;
  /** When the signature is made (ISO 8601): now, as the signer confirms it. */
  date: string;
}

/**
 * part-11-verification: before a regulated signature the signer confirms what it means — who
 * signs, why, when, and that it binds like a handwritten signature — with an explicit checkbox.
 * Continue without it says so and stays; Cancel or Escape stops the signing.
 */
export function Part11VerificationOverlay({
  props,
  loading,
  onOpenChange,
  onAction,
}: OverlayContentProps<Part11VerificationProps>) {
  const intl = useIntl();
  const [confirmed, setConfirmed] = useState(false);
  const [missing, setMissing] = useState(false);
  return (
    <ContinueOverlay
      title={intl.formatMessage(messages.part11VerifyTitle)}
      loading={loading}
      onOpenChange={onOpenChange}
      onContinue={() => (confirmed ? onAction('complete') : setMissing(true))}
    >
      <Stack gap="md">
        <Text>{intl.formatMessage(messages.part11VerifyText)}</Text>
        <DescriptionList
          items={[
            { id: 'name', term: intl.formatMessage(messages.part11Name), description: props.name },
            {
              id: 'reason',
              term: intl.formatMessage(messages.part11Reason),
              description: props.reason,
            },
            {
              id: 'date',
              term: intl.formatMessage(messages.part11VerifyDate),
              description: intl.formatDate(props.date, { dateStyle: 'long', timeStyle: 'short' }),
            },
          ]}
        />
        <Checkbox
          isSelected={confirmed}
          isInvalid={missing && !confirmed}
          onChange={(selected) => {
            setConfirmed(selected);
            if (selected) setMissing(false);
          }}
        >
          {intl.formatMessage(messages.part11VerifyConfirm)}
        </Checkbox>
        {missing && !confirmed && (
          <Alert tone="danger">{intl.formatMessage(messages.part11VerifyRequired)}</Alert>
        )}
      </Stack>
    </ContinueOverlay>
  );
}
