import { useIntl } from 'react-intl';
import { Button, Dialog, Link, Stack, Text, type DialogContentProps } from '../../../../ui';
import { messages } from '../messages';

export interface FreeMigrationProps {
  termsUrl: string;
}

export type FreeMigrationAnswer = 'accept' | 'upgrade';

/**
 * other/free-migration: the legacy free plan ends; the user accepts the current free plan's
 * terms (the opener records it; a failure is a snackbar and the dialog stays) or looks at the
 * paid plans.
 */
export function FreeMigrationDialog({
  props,
  loading,
  onAction,
}: DialogContentProps<FreeMigrationProps, FreeMigrationAnswer>) {
  const intl = useIntl();
  return (
    <Dialog
      title={intl.formatMessage(messages.freeMigrationTitle)}
      loading={loading}
      actions={
        <>
          <Button variant="secondary" onPress={() => onAction('upgrade')} isDisabled={loading}>
            {intl.formatMessage(messages.seePlans)}
          </Button>
          <Button variant="primary" onPress={() => onAction('accept')} isDisabled={loading}>
            {intl.formatMessage(messages.acceptTerms)}
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <Text>{intl.formatMessage(messages.freeMigrationText)}</Text>
        <Link href={props.termsUrl} target="_blank" rel="noopener noreferrer">
          {intl.formatMessage(messages.readTerms)}
        </Link>
      </Stack>
    </Dialog>
  );
}
