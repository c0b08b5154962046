import { useIntl } from 'react-intl';
import { FormDialog, type DialogContentProps } from '../../../../ui';
import { messages as m } from '../messages';

/**
 * business/cancel-subscription: says until when the plan stays, then cancels at the period's
 * end; a refusal keeps the dialog open with its reason.
 */
export function CancelSubscriptionDialog({
  props,
  loading,
  failure,
  onAction,
}: DialogContentProps<{ endsAt: string | null }>) {
  const intl = useIntl();
  return (
    <FormDialog
      title={intl.formatMessage(m.cancelTitle)}
      text={
        props.endsAt
          ? intl.formatMessage(m.cancelText, {
              date: intl.formatDate(props.endsAt, { dateStyle: 'long' }),
            })
          : intl.formatMessage(m.cancelTextOpen)
      }
      cancel={intl.formatMessage(m.keepSubscription)}
      confirm={intl.formatMessage(m.cancelConfirm)}
      failure={failure}
      failureTitle={m.cancelFailed}
      loading={loading}
      danger
      onConfirm={() => onAction()}
    />
  );
}
