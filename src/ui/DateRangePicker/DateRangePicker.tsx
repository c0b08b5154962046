import {
  Button as AriaButton,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  RangeCalendar,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from 'react-aria-components';
import { button } from '../Button/Button.css';
import { FieldMessages, type FieldTextProps } from '../Form/FieldMessages';
import { Label } from '../Form/Form';
import * as formStyles from '../Form/Form.css';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';
import { floatingPanel } from '../shared/surfaces.css';
import * as styles from './DateRangePicker.css';

export type DateRangePickerProps<T extends DateValue> = Omit<
  AriaDateRangePickerProps<T>,
  'className' | 'style' | 'children'
> &
  FieldTextProps;

/**
 * A from–to date range (activity filters): typed segment by segment in the user's locale's
 * order, or picked on a calendar. react-aria names the calendar's buttons in the locale.
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  ...props
}: DateRangePickerProps<T>) {
  const iconButton = button({ variant: 'ghost', size: 'sm', iconOnly: true });
  return (
    <AriaDateRangePicker {...props} className={formStyles.field}>
      <Label>{label}</Label>
      <Group className={formStyles.inputGroup}>
        <DateInput slot="start" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <span aria-hidden="true" className={styles.dash}>
          –
        </span>
        <DateInput slot="end" className={styles.dateInput}>
          {(segment) => <DateSegment segment={segment} className={styles.segment} />}
        </DateInput>
        <AriaButton className={`${iconButton} ${styles.calendarButton}`}>
          <CalendarIcon size="sm" />
        </AriaButton>
      </Group>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={floatingPanel}>
        <Dialog className={styles.calendar}>
          <RangeCalendar>
            <header className={styles.calendarHeader}>
              <AriaButton slot="previous" className={iconButton}>
                <ChevronLeftIcon size="sm" />
              </AriaButton>
              <Heading className={styles.calendarTitle} />
              <AriaButton slot="next" className={iconButton}>
                <ChevronRightIcon size="sm" />
              </AriaButton>
            </header>
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => (
                  <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>
                )}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => <CalendarCell date={date} className={styles.cell} />}
              </CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
