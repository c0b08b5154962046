import { useIntl } from 'react-intl';
import { Button, Dialog, Stack, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../messages';

export interface BusinessDowngradedProps {
  business: string;
  /** Admins may choose a plan again; everyone else only continues as a free user. */
  admin: boolean;
}

export type DowngradedAnswer = 'choose-plan' | 'continue';

/**
 * business/business-downgraded: the business's subscription ended (its plan is CANCELED), so
 * its people sign as free users. The opener goes on from the answer (the upgrade page, or the
 * free plan's terms).
 */
export function BusinessDowngradedDialog({
  props,
  loading,
  onAction,
}: DialogContentProps<BusinessDowngradedProps, DowngradedAnswer>) {
  const intl = useIntl();
  const values = { business: props.business };
  return (
    <Dialog
      title={intl.formatMessage(messages.downgradedTitle, values)}
      loading={loading}
      actions={
        <>
          {props.admin && (
            <Button
              variant="secondary"
              onPress={() => onAction('choose-plan')}
              isDisabled={loading}
            >
              {intl.formatMessage(messages.choosePlan)}
            </Button>
          )}
          <Button variant="primary" onPress={() => onAction('continue')} isDisabled={loading}>
            {intl.formatMessage(messages.continue)}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.downgradedText, values)}</Text>
        {props.admin && <Text>{intl.formatMessage(messages.downgradedAdminText)}</Text>}
      </Stack>
    </Dialog>
  );
}
