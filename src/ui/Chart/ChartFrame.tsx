import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { uiMessages } from '../messages';
import * as styles from './Chart.css';

export interface ChartFrameProps {
  /** The drawing (an element with role="img" and a summary as its name). */
  chart: ReactNode;
  /** The same figures as a table: what a screen reader or a keyboard user reads in full. */
  table: ReactNode;
  legend?: ReactNode;
  /** The chart's title: names the table's scroll area. */
  label: string;
}

/**
 * Every chart has a table alternative. One button switches between them, in place, and keeps
 * its focus, so the keyboard user lands on the table with the next Tab.
 */
export function ChartFrame({ chart, table, legend, label }: ChartFrameProps) {
  const intl = useIntl();
  const [asTable, setAsTable] = useState(false);
  return (
    <div className={styles.frame}>
      {asTable ? (
        // A wide table scrolls in its own box on a phone: a named region in the tab order, so
        // the keyboard can scroll it too (WCAG 2.1.1).
        <div
          role="region"
          aria-label={intl.formatMessage(uiMessages.chartTableRegion, { label })}
          tabIndex={0}
          className={styles.tableScroll}
        >
          {table}
        </div>
      ) : (
        chart
      )}
      <div className={styles.footer}>
        {asTable ? <span /> : legend}
        <Button variant="tertiary" size="sm" onPress={() => setAsTable(!asTable)}>
          {intl.formatMessage(asTable ? uiMessages.showChart : uiMessages.showTable)}
        </Button>
      </div>
    </div>
  );
}

export interface ChartSeries<K extends string = string> {
  key: K;
  label: string;
  /** A colour from the tokens, e.g. `vars.color.signature.qes.border` (follows the theme). */
  colour: string;
}

/** The series' names beside their colours. */
export function ChartLegend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <ul className={styles.legend}>
      {series.map((item) => (
        <li key={item.key} className={styles.legendItem}>
          <span aria-hidden className={styles.swatch} style={{ background: item.colour }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}
