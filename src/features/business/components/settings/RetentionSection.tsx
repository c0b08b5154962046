import { useIntl } from 'react-intl';
import { Button, Section, shell, Text } from '../../../../ui';
import { messages as m } from '../../messages';
import { DEFAULT_RETENTION_DAYS } from '../../settings-form';
import type { SettingsSectionProps } from './section-props';

/**
 * Auto-deletion, switched by the spec's two dialogs: activating asks for the days after
 * completion, deactivating confirms. The dialog saves; a refusal keeps it open.
 */
export function RetentionSection({ settings, save }: Omit<SettingsSectionProps, 'saving'>) {
  const intl = useIntl();
  const retention = settings.signatureRequests.retention;
  const days = retention.terminalState ?? DEFAULT_RETENTION_DAYS;
  return (
    <Section
      title={intl.formatMessage(m.retentionSection)}
      actions={
        retention.enabled ? (
          <Button
            variant="secondary"
            onPress={() =>
              shell.openDialog({
                namespace: 'other',
                name: 'deactivate-auto-deletion',
                onAction: () => save({ retentionEnabled: false }),
              })
            }
          >
            {intl.formatMessage(m.deactivateRetention)}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onPress={() =>
              shell.openDialog({
                namespace: 'other',
                name: 'activate-auto-deletion',
                props: { days },
                onAction: (chosen) =>
                  save({ retentionEnabled: true, retentionDays: String(chosen) }),
              })
            }
          >
            {intl.formatMessage(m.activateRetention)}
          </Button>
        )
      }
    >
      <Text>
        {retention.enabled
          ? intl.formatMessage(m.retentionOn, { days })
          : intl.formatMessage(m.retentionOff)}
      </Text>
    </Section>
  );
}
