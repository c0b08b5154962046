import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { problemMessage } from '../../../api/problem';
import { Button, ButtonGroup, notify, Stack, Text } from '../../../ui';
import { fetchExport, type ExportFile, type ExportKind } from '../api/export-file';
import { exportRange, isTooLong, type DayRange } from '../export-range';
import { messages } from '../messages';
import { useDayFormat } from './formats';

const labels = {
  usage: messages.exportUsage,
  costCentres: messages.exportCostCentres,
  identifications: messages.exportIdentifications,
} as const;

export interface ExportActionsProps {
  businessId: string;
  kinds: readonly ExportKind[];
  /** The picker's range; without one the export covers the last 30 days. */
  picked: Partial<DayRange>;
  /** Today in UTC (YYYY-MM-DD), the end of the default range. */
  today: string;
  /** Saves the file (the browser's download; stories pass their own to inspect it). */
  download: (file: ExportFile) => void;
}

/** A tab's CSV exports, saying which days they cover; a range over 366 days is refused here. */
export function ExportActions({ businessId, kinds, picked, today, download }: ExportActionsProps) {
  const intl = useIntl();
  const formatDay = useDayFormat();
  const descriptionId = useId();
  const [running, setRunning] = useState<ExportKind>();
  const range = exportRange(picked, today);
  const tooLong = isTooLong(range);
  const days = { start: formatDay(range.start), end: formatDay(range.end) };

  const run = async (kind: ExportKind) => {
    if (tooLong) {
      notify(messages.exportTooLong, { color: 'danger' });
      return;
    }
    setRunning(kind);
    try {
      const file = await fetchExport(kind, businessId, range);
      download(file);
      notify(messages.exported, { values: { name: file.name } });
    } catch (error) {
      notify(problemMessage(error), { color: 'danger' });
    } finally {
      setRunning(undefined);
    }
  };

  return (
    <Stack gap="xs">
      <ButtonGroup label={intl.formatMessage(messages.exportsLabel)}>
        {kinds.map((kind) => (
          <Button
            key={kind}
            variant="secondary"
            loading={running === kind}
            aria-describedby={descriptionId}
            onPress={() => void run(kind)}
          >
            {intl.formatMessage(labels[kind])}
          </Button>
        ))}
      </ButtonGroup>
      <div id={descriptionId}>
        <Text tone="secondary">
          {tooLong
            ? intl.formatMessage(messages.exportTooLong)
            : intl.formatMessage(
                picked.start ? messages.exportPicked : messages.exportDefault,
                days,
              )}
        </Text>
      </div>
    </Stack>
  );
}
