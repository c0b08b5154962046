import { useIntl } from 'react-intl';
import { Button, ButtonGroup, Meter, Section, Text } from '../../../ui';
import type { usePlanActions } from './actions';
import { messages as m } from './messages';
import type { Subscription } from './plan-status';

export interface SeatsSectionProps {
  subscription: Subscription;
  /** Seats can be bought or given back only on a running paid subscription. */
  canChange: boolean;
  actions: ReturnType<typeof usePlanActions>;
}

/** Seats taken of those bought, and the ways to add or remove seats. */
export function SeatsSection({ subscription, canChange, actions }: SeatsSectionProps) {
  const intl = useIntl();
  const { seats } = subscription;
  const full = seats.used >= seats.total;
  return (
    <Section title={intl.formatMessage(m.seatsSection)}>
      <Meter
        label={intl.formatMessage(m.seatsMeter)}
        value={Math.min(seats.used, seats.total)}
        maxValue={Math.max(seats.total, 1)}
        valueLabel={intl.formatMessage(m.seatsUsed, seats)}
        tone={full ? 'warning' : 'brand'}
      />
      <Text tone="secondary">{intl.formatMessage(m.seatsHint)}</Text>
      {canChange && (
        <ButtonGroup>
          <Button variant="secondary" onPress={() => actions.addSeats(subscription)}>
            {intl.formatMessage(m.addSeats)}
          </Button>
          <Button
            variant="secondary"
            isDisabled={seats.total <= Math.max(seats.used, seats.minimum, 1)}
            onPress={() => actions.removeSeats(subscription)}
          >
            {intl.formatMessage(m.removeSeats)}
          </Button>
        </ButtonGroup>
      )}
    </Section>
  );
}
