import { useIntl } from 'react-intl';
import { FormDialog, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../messages';

export interface FairFlatMigrationProps {
  business: string;
  /** The seats the business has today, which the team plan keeps; null when unknown. */
  seats: number | null;
}

/**
 * other/fair-flat-migration: the retired fair-flat plan; the admin sees the team plan's price
 * for the same seats (the opener opens the upgrade page) or puts it off for the session.
 */
export function FairFlatMigrationDialog({
  props,
  loading,
  onAction,
}: DialogContentProps<FairFlatMigrationProps>) {
  const intl = useIntl();
  const price =
    props.seats === null
      ? intl.formatMessage(messages.fairFlatSeatsUnknown)
      : intl.formatMessage(messages.fairFlatSeats, { seats: props.seats });
  return (
    <FormDialog
      title={intl.formatMessage(messages.fairFlatTitle)}
      text={intl.formatMessage(messages.fairFlatText, { business: props.business })}
      cancel={intl.formatMessage(messages.later)}
      confirm={intl.formatMessage(messages.seePrice)}
      loading={loading}
      onConfirm={() => onAction()}
    >
      <Text>{price}</Text>
    </FormDialog>
  );
}
