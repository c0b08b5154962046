import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Form, FormDialog, NumberField, type DialogContentProps } from '../../../../ui';
import { messages as m } from '../messages';
import {
  fewestToKeep,
  removeSeatsProblem,
  type RemoveSeatsProblem,
  type SeatCounts,
} from '../seats';

const problemText = {
  notFewer: m.removeNotFewer,
  belowUsed: m.removeBelowUsed,
  belowMinimum: m.removeBelowMinimum,
  whole: m.removeWhole,
} satisfies Record<RemoveSeatsProblem, unknown>;

/**
 * business/remove-seats: the number of seats to keep, checked here against the seats taken and
 * the plan's minimum before anything is sent; says that nothing is refunded.
 */
export function RemoveSeatsDialog({
  props: { seats },
  loading,
  failure,
  onAction,
}: DialogContentProps<{ seats: SeatCounts }, { seats: number }>) {
  const intl = useIntl();
  const formId = useId();
  const [count, setCount] = useState(Math.max(fewestToKeep(seats), seats.total - 1));
  const [problem, setProblem] = useState<RemoveSeatsProblem | null>(null);
  return (
    <FormDialog
      title={intl.formatMessage(m.removeTitle)}
      text={intl.formatMessage(m.removeText)}
      cancel={intl.formatMessage(m.cancel)}
      confirm={intl.formatMessage(m.removeConfirm)}
      failure={failure}
      failureTitle={m.removeFailed}
      loading={loading}
      danger
      formId={formId}
    >
      <Form
        id={formId}
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const found = removeSeatsProblem(count, seats);
          setProblem(found);
          if (!found) onAction({ seats: count });
        }}
      >
        <NumberField
          label={intl.formatMessage(m.seatsField)}
          description={intl.formatMessage(m.seatsUsed, seats)}
          value={count}
          step={1}
          formatOptions={{ maximumFractionDigits: 0 }}
          onChange={(value) => {
            setCount(value);
            setProblem(null);
          }}
          isDisabled={loading}
          isInvalid={problem !== null}
          errorMessage={problem ? intl.formatMessage(problemText[problem], seats) : undefined}
        />
      </Form>
    </FormDialog>
  );
}
