import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../../ui';
import { messages as m } from '../../messages';

export interface FreePlanDowngradeProps {
  /** When the paid period ends (the plan stays until then); null when unknown. */
  endsAt: string | null;
}

/**
 * business/free-plan-downgrade (spec name): an admin of a paying business goes back to free
 * accounts. Nothing changes before the period's end; then the members sign as free users.
 */
export function FreePlanDowngradeDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<FreePlanDowngradeProps>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(m.freeDowngradeTitle)}
      text={
        props.endsAt
          ? intl.formatMessage(m.freeDowngradeText, {
              date: intl.formatDate(props.endsAt, {
                day: 'numeric',
                month: 'short',
                year: 'numeric',
              }),
            })
          : intl.formatMessage(m.freeDowngradeTextNoDate)
      }
      cancel={intl.formatMessage(m.keepPlan)}
      confirm={intl.formatMessage(m.switchToFree)}
      danger
      loading={loading}
      failure={failure}
      onConfirm={() => onAction()}
    />
  );
}
