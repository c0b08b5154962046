import { parseDate } from '@internationalized/date';
import { useIntl } from 'react-intl';
import {
  Button,
  DateRangePicker,
  PageHeader,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
} from '../../../ui';
import { saveFile, type ExportFile, type ExportKind } from '../api/export-file';
import { messages } from '../messages';
import { activityTabs, type ActivitySearch, type ActivityTab, type ActivityView } from '../search';
import { AccountActivities } from './AccountActivities';
import { ExportActions } from './ExportActions';
import { IdentificationActivities } from './IdentificationActivities';
import { SignatureActivities } from './SignatureActivities';

export interface ActivityPageProps {
  businessId: string;
  /** The URL's search with its defaults; the page changes it through `onSearchChange`. */
  view: ActivityView;
  onSearchChange: (change: Partial<ActivitySearch>) => void;
  /** Today in UTC (YYYY-MM-DD); stories fix it. */
  today?: string;
  /** Saves an exported file; the browser's download unless a story inspects it. */
  download?: (file: ExportFile) => void;
}

const tabs = {
  signatures: {
    label: messages.signaturesTab,
    Report: SignatureActivities,
    exports: ['usage', 'costCentres'],
  },
  accounts: { label: messages.accountsTab, Report: AccountActivities, exports: [] },
  identifications: {
    label: messages.identificationsTab,
    Report: IdentificationActivities,
    exports: ['identifications'],
  },
} as const satisfies Record<
  ActivityTab,
  { label: unknown; Report: unknown; exports: readonly ExportKind[] }
>;

const utcToday = () => new Date().toISOString().slice(0, 10);

/** /business/activity: the business's signature, account and identification reports. */
export function ActivityPage({
  businessId,
  view,
  onSearchChange,
  today = utcToday(),
  download = saveFile,
}: ActivityPageProps) {
  const intl = useIntl();
  const range =
    view.start && view.end ? { start: parseDate(view.start), end: parseDate(view.end) } : null;
  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage(messages.title)}
        meta={<Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>}
      />
      <Stack direction="row" gap="sm">
        <DateRangePicker
          label={intl.formatMessage(messages.range)}
          description={intl.formatMessage(messages.rangeHelp)}
          value={range}
          onChange={(value) =>
            onSearchChange({
              start: value?.start.toString(),
              end: value?.end.toString(),
              page: undefined,
            })
          }
        />
        {range && (
          <Button
            variant="tertiary"
            onPress={() => onSearchChange({ start: undefined, end: undefined, page: undefined })}
          >
            {intl.formatMessage(messages.clearRange)}
          </Button>
        )}
      </Stack>
      <Tabs
        selectedKey={view.tab}
        onSelectionChange={(key) =>
          onSearchChange({
            tab: key === 'signatures' ? undefined : (key as ActivityTab),
            page: undefined,
          })
        }
      >
        <TabList aria-label={intl.formatMessage(messages.tabsLabel)}>
          {activityTabs.map((tab) => (
            <Tab key={tab} id={tab}>
              {intl.formatMessage(tabs[tab].label)}
            </Tab>
          ))}
        </TabList>
        {activityTabs.map((tab) => {
          const { Report, exports } = tabs[tab];
          return (
            <TabPanel key={tab} id={tab}>
              <Stack gap="md">
                {exports.length > 0 && (
                  <ExportActions
                    businessId={businessId}
                    kinds={exports}
                    picked={{ start: view.start, end: view.end }}
                    today={today}
                    download={download}
                  />
                )}
                {view.tab === tab && (
                  <Report businessId={businessId} view={view} onSearchChange={onSearchChange} />
                )}
              </Stack>
            </TabPanel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
